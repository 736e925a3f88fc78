// What a transaction row says, computed once from a summary (pure; tested without the DOM).
import type { AddressInfo, NativeCurrency, TransactionSummary } from '../../../gateway';
import type { ActionState, DangerousWarning } from '../../../safe';
import { addressLabel, describeTxInfo, type TxDescription } from './describe';
import { withLocalNames, type NameOf } from './localNames';
import { summaryActionState } from './summaryActionState';

/** The texts of one transaction row. */
export interface TxRowModel {
  id: string;
  description: TxDescription;
  timestamp: number;
  status: string;
  nonce: number | null;
  /**
   * `2 of 3` for multisig transactions: the proven count and the chain's threshold once the review
   * ran, else the gateway's figures (`unchecked` on a reviewed list whose review has not run).
   */
  confirmations: { submitted: number; required: number; unchecked?: true } | null;
  /** The status is the gateway's word on a queued transaction the review has not counted yet. */
  statusUnchecked: boolean;
  /**
   * Names or short addresses of owners who have not signed, the connected one as "you" (only while
   * confirmations are missing: a transaction ready to execute waits for nobody's signature).
   */
  missingSigners: string[];
  /** True when the connected owner still has to sign. */
  needsYourSignature: boolean;
  /** The module that executed a module transaction. */
  module: string | null;
  /** The Safe App that proposed it. */
  appName: string | null;
  /** The action state once the review ran (its label is the row's status); null before. */
  actionState: ActionState | null;
}

/** Options of {@link toTxRowModel}. */
export interface TxRowModelOptions {
  nativeCurrency?: Pick<NativeCurrency, 'symbol' | 'decimals'> | null;
  /** The connected wallet's address, if any. */
  connectedAddress?: string | null;
  /** Names this device knows for addresses (address book, owners). */
  nameOf?: NameOf;
  /**
   * The review's count: owners proven to have signed (recovered, on the chain's owner list) and the
   * chain's threshold. `null`: the review has not run, so the gateway's count is marked unchecked.
   * Absent: the list does not review its rows (history), the gateway's count is shown as is.
   */
  proven?: ProvenConfirmations | null;
  /** A chain's name by id (bridges name their destination chain). */
  chainNameOf?: (chainId: string) => string | undefined;
}

/** Confirmations proven on this device, against the chain's threshold. */
export interface ProvenConfirmations {
  /** Distinct owners (checksummed) whose confirmation is proven. */
  validSigners: readonly string[];
  /** The chain's owners and threshold. */
  owners: readonly string[];
  threshold: number;
  /** The chain's nonce, when the review read it. */
  nonce?: number;
  /** Why the review blocks the transaction; absent or null when it does not. */
  blocked?: string | null;
  /** Honest but dangerous: warnings the signer must tick. */
  dangerous?: readonly DangerousWarning[];
}

const QUEUED_STATUSES = new Set(['AWAITING_CONFIRMATIONS', 'AWAITING_EXECUTION']);

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

// Equal addresses differ at most in letter case; comparing lower case avoids a keccak per row
// (checksumming every missing signer of every row showed in the 10,000-row profile).
function sameAddress(a: string, b: string): boolean {
  return HEX_ADDRESS.test(a) && a.toLowerCase() === b.toLowerCase();
}

/** Builds the row texts of a transaction summary. */
export function toTxRowModel(
  tx: TransactionSummary,
  { nativeCurrency, connectedAddress, nameOf, proven, chainNameOf }: TxRowModelOptions = {},
): TxRowModel {
  const named = nameOf ? withLocalNames(tx, nameOf) : tx;
  const execution = named.executionInfo ?? null;
  const multisig = execution?.type === 'MULTISIG' ? execution : null;
  const missing = multisig?.missingSigners ?? [];
  const queued = QUEUED_STATUSES.has(tx.txStatus);
  const actionState = summaryActionState(tx, connectedAddress, proven);
  // Only the proven count may say "ready": a forged confirmation listed by the gateway never does.
  const status =
    queued && proven
      ? actionState?.status === 'ready-to-execute'
        ? 'AWAITING_EXECUTION'
        : 'AWAITING_CONFIRMATIONS'
      : tx.txStatus;
  let confirmations: TxRowModel['confirmations'] = null;
  if (multisig && proven && queued) {
    confirmations = {
      submitted: proven.validSigners.length,
      required: proven.threshold,
    };
  } else if (multisig) {
    confirmations = {
      submitted: multisig.confirmationsSubmitted,
      required: multisig.confirmationsRequired,
      ...(proven === null && queued ? { unchecked: true as const } : {}),
    };
  }
  const provenSet = proven ? new Set(proven.validSigners.map((a) => a.toLowerCase())) : null;
  // With the review, who still has to sign is every chain owner without a proven confirmation.
  const missingLabel = (signer: AddressInfo) =>
    connectedAddress && sameAddress(signer.value, connectedAddress) ? 'you' : addressLabel(signer);
  const missingOwners: AddressInfo[] =
    status !== 'AWAITING_CONFIRMATIONS'
      ? []
      : provenSet && proven
        ? proven.owners
            .filter((owner) => !provenSet.has(owner.toLowerCase()))
            .map((owner) => ({ value: owner, name: nameOf?.(owner) ?? null, logoUri: null }))
        : missing;
  const missingLabels = missingOwners.map(missingLabel);
  const needsYourSignature =
    provenSet && proven
      ? actionState?.status === 'needs-your-signature'
      : tx.txStatus === 'AWAITING_CONFIRMATIONS' &&
        !!connectedAddress &&
        missing.some((signer) => sameAddress(signer.value, connectedAddress));
  return {
    id: tx.id,
    description: describeTxInfo(named.txInfo, {
      nativeCurrency,
      maxFractionDigits: 6,
      queued,
      chainNameOf,
    }),
    timestamp: tx.timestamp,
    status,
    statusUnchecked: queued && proven === null,
    nonce: multisig ? multisig.nonce : null,
    confirmations,
    missingSigners: missingLabels,
    needsYourSignature,
    module: execution?.type === 'MODULE' ? addressLabel(execution.address) : null,
    appName: tx.safeAppInfo?.name ?? null,
    actionState,
  };
}
