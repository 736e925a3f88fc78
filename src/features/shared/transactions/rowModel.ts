// What a transaction row says, computed once from a summary (pure; tested without the DOM).
import type { NativeCurrency, TransactionSummary } from '../../../gateway';
import { addressLabel, describeTxInfo, type TxDescription } from './describe';
import { withLocalNames, type NameOf } from './localNames';

/** The texts of one transaction row. */
export interface TxRowModel {
  id: string;
  description: TxDescription;
  timestamp: number;
  status: string;
  nonce: number | null;
  /** `2 of 3` for multisig transactions. */
  confirmations: { submitted: number; required: number } | null;
  /** Names or short addresses of owners who have not signed (only while awaiting confirmations). */
  missingSigners: string[];
  /** True when the connected owner still has to sign. */
  needsYourSignature: boolean;
  /** The module that executed a module transaction. */
  module: string | null;
  /** The Safe App that proposed it. */
  appName: string | null;
}

/** Options of {@link toTxRowModel}. */
export interface TxRowModelOptions {
  nativeCurrency?: Pick<NativeCurrency, 'symbol' | 'decimals'> | null;
  /** The connected wallet's address, if any. */
  connectedAddress?: string | null;
  /** Names this device knows for addresses (address book, owners). */
  nameOf?: NameOf;
}

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

// Equal addresses differ at most in letter case; comparing lower case avoids a keccak per row
// (checksumming every missing signer of every row showed in the 10,000-row profile).
function sameAddress(a: string, b: string): boolean {
  return HEX_ADDRESS.test(a) && a.toLowerCase() === b.toLowerCase();
}

/** Builds the row texts of a transaction summary. */
export function toTxRowModel(
  tx: TransactionSummary,
  { nativeCurrency, connectedAddress, nameOf }: TxRowModelOptions = {},
): TxRowModel {
  const named = nameOf ? withLocalNames(tx, nameOf) : tx;
  const execution = named.executionInfo ?? null;
  const multisig = execution?.type === 'MULTISIG' ? execution : null;
  const missing = multisig?.missingSigners ?? [];
  return {
    id: tx.id,
    description: describeTxInfo(named.txInfo, { nativeCurrency, maxFractionDigits: 6 }),
    timestamp: tx.timestamp,
    status: tx.txStatus,
    nonce: multisig ? multisig.nonce : null,
    confirmations: multisig
      ? { submitted: multisig.confirmationsSubmitted, required: multisig.confirmationsRequired }
      : null,
    missingSigners: missing.map((signer) => addressLabel(signer)),
    needsYourSignature:
      tx.txStatus === 'AWAITING_CONFIRMATIONS' &&
      !!connectedAddress &&
      missing.some((signer) => sameAddress(signer.value, connectedAddress)),
    module: execution?.type === 'MODULE' ? addressLabel(execution.address) : null,
    appName: tx.safeAppInfo?.name ?? null,
  };
}
