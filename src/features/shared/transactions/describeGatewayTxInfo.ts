// The `txInfo` kinds the real gateway sends beyond the spec's four (swaps, bridges, staking, vaults),
// and the fallback for everything else: a kind this app does not know, or a known one with fields
// missing, is described by the gateway's `humanDescription` or by its raw type, never by a throw.
import {
  GATEWAY_EXTRA_TRANSACTION_INFO_TYPES,
  isOneOf,
  type GatewayExtraTransactionInfo,
  type GatewayExtraTransactionInfoType,
  type TransactionInfoType,
} from '../../../gateway';
import { describeSwapOrder, describeSwapTransfer, describeTwapOrder } from './describeOrders';
import { describeLifiSwap, describeSwapAndBridge } from './describeLifi';
import {
  describeStakingDeposit,
  describeStakingExit,
  describeStakingWithdraw,
} from './describeStaking';
import { describeVaultDeposit, describeVaultRedeem } from './describeVaults';
import type { DescribeContext, TxDescription, TxKind } from './txDescription';
import { humanDescriptionOf, recordOf } from './txInfoFields';

/** Icon and title of each known kind, for rows whose fields cannot be read. */
const KNOWN_KINDS: Record<TransactionInfoType | GatewayExtraTransactionInfoType, [TxKind, string]> =
  {
    Transfer: ['transfer', 'Transfer'],
    SettingsChange: ['settings', 'Settings change'],
    Custom: ['custom', 'Contract interaction'],
    Creation: ['creation', 'Safe created'],
    SwapOrder: ['swap', 'Swap order'],
    SwapTransfer: ['swap', 'Swap transfer'],
    TwapOrder: ['swap', 'TWAP order'],
    Swap: ['swap', 'Swap'],
    SwapAndBridge: ['swap', 'Swap and bridge'],
    NativeStakingDeposit: ['stake', 'Stake'],
    NativeStakingValidatorsExit: ['stake', 'Exit validators'],
    NativeStakingWithdraw: ['stake', 'Withdraw stake'],
    VaultDeposit: ['vault', 'Vault deposit'],
    VaultRedeem: ['vault', 'Vault withdrawal'],
  };

// Long enough for any real kind name; a hostile gateway cannot stretch a row with it.
const MAX_TYPE_LENGTH = 60;

/** The raw `type` of a `txInfo` as short text, or `unknown`. */
export function txInfoTypeLabel(info: unknown): string {
  const type = recordOf(info)?.type;
  if (typeof type !== 'string' || type.trim() === '') return 'unknown';
  return type.length > MAX_TYPE_LENGTH ? `${type.slice(0, MAX_TYPE_LENGTH)}…` : type;
}

/**
 * The description of a `txInfo` that cannot be read in full: its kind's title when the kind is
 * known, and the gateway's `humanDescription` (else a neutral sentence) with a warning to check the
 * transaction data.
 */
export function fallbackTxDescription(info: unknown): TxDescription {
  const type = recordOf(info)?.type;
  const human = humanDescriptionOf(info);
  if (typeof type === 'string' && Object.hasOwn(KNOWN_KINDS, type)) {
    const [kind, title] = KNOWN_KINDS[type as keyof typeof KNOWN_KINDS];
    return {
      kind,
      title,
      summary: human ?? `${title}: the gateway's summary is incomplete`,
      warnings: ['The gateway sent an incomplete summary: check the transaction data'],
    };
  }
  const label = txInfoTypeLabel(info);
  return {
    kind: 'custom',
    title: 'Contract interaction',
    summary: human ?? `A kind of transaction this app does not know (${label})`,
    warnings: [`This app does not know "${label}" transactions: check the transaction data`],
  };
}

function describeKnown(
  info: GatewayExtraTransactionInfo,
  context: DescribeContext,
): TxDescription | null {
  switch (info.type) {
    case 'SwapOrder':
      return describeSwapOrder(info, context);
    case 'SwapTransfer':
      return describeSwapTransfer(info, context);
    case 'TwapOrder':
      return describeTwapOrder(info, context);
    case 'Swap':
      return describeLifiSwap(info, context);
    case 'SwapAndBridge':
      return describeSwapAndBridge(info, context);
    case 'NativeStakingDeposit':
      return describeStakingDeposit(info, context);
    case 'NativeStakingValidatorsExit':
      return describeStakingExit(info, context);
    case 'NativeStakingWithdraw':
      return describeStakingWithdraw(info, context);
    case 'VaultDeposit':
      return describeVaultDeposit(info, context);
    case 'VaultRedeem':
      return describeVaultRedeem(info, context);
    default:
      return null;
  }
}

/**
 * Describes one of the gateway's extra kinds (swaps, bridges, staking, vaults) in full; null for
 * any other kind and for one whose tokens or amounts cannot be read.
 */
export function describeGatewayKind(
  info: unknown,
  context: DescribeContext = {},
): TxDescription | null {
  if (!isOneOf(GATEWAY_EXTRA_TRANSACTION_INFO_TYPES, recordOf(info)?.type)) return null;
  try {
    return describeKnown(info as GatewayExtraTransactionInfo, context);
  } catch {
    // Readers guard every field; this only catches what they could not foresee.
    return null;
  }
}

/**
 * Describes a `txInfo` outside the spec's four kinds: swaps, bridges, staking and vaults in full,
 * anything else (or anything unreadable) through {@link fallbackTxDescription}.
 */
export function describeGatewayTxInfo(info: unknown, context: DescribeContext = {}): TxDescription {
  return describeGatewayKind(info, context) ?? fallbackTxDescription(info);
}
