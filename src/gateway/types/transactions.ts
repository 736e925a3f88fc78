// Transaction list pages (history, queue, raw lists) and the summary of each transaction.

import type {
  ConflictType,
  QueueLabel,
  SettingsChangeType,
  TransactionStatus,
  TransferDirection,
} from '../vocabulary';
import type { AddressInfo, Page } from './common';
import type { DataDecoded } from './decoder';
import type {
  NativeStakingDeposit,
  NativeStakingValidatorsExit,
  NativeStakingWithdraw,
} from './staking';
import type {
  BridgeAndSwapTransactionInfo,
  SwapOrder,
  SwapTransactionInfo,
  SwapTransfer,
  TwapOrder,
} from './swaps';
import type { VaultDeposit, VaultRedeem } from './vaults';

/** An ERC-20 transfer; token metadata is null when the token is unknown to the indexer. */
export type Erc20Transfer = {
  type: 'ERC20';
  tokenAddress: string;
  tokenName: string | null;
  tokenSymbol: string | null;
  logoUri: string | null;
  decimals: number | null;
  value: string;
  trusted: boolean | null;
  /** True when the token imitates a well-known one (address poisoning). */
  imitation: boolean;
};

/** An ERC-721 transfer of one token id. */
export type Erc721Transfer = {
  type: 'ERC721';
  tokenAddress: string;
  tokenId: string;
  tokenName: string | null;
  tokenSymbol: string | null;
  logoUri: string | null;
  trusted?: boolean | null;
};

/** A transfer of the chain's native coin; `value` is wei as a decimal string. */
export type NativeCoinTransfer = {
  type: 'NATIVE_COIN';
  value: string | null;
};

/** What a transfer moved. */
export type TransferInfo = Erc20Transfer | Erc721Transfer | NativeCoinTransfer;

/** `txInfo` of a token or coin transfer. */
export type Transfer = {
  type: 'Transfer';
  sender: AddressInfo;
  recipient: AddressInfo;
  direction: TransferDirection;
  transferInfo: TransferInfo;
  humanDescription?: string | null;
};

/** New fallback handler. */
export type SetFallbackHandler = { type: 'SET_FALLBACK_HANDLER'; handler: AddressInfo };
/** Owner added, with the threshold after the change. */
export type AddOwner = { type: 'ADD_OWNER'; owner: AddressInfo; threshold: number };
/** Owner removed, with the threshold after the change. */
export type RemoveOwner = { type: 'REMOVE_OWNER'; owner: AddressInfo; threshold: number };
/** One owner replaced by another. */
export type SwapOwner = { type: 'SWAP_OWNER'; oldOwner: AddressInfo; newOwner: AddressInfo };
/** New threshold. */
export type ChangeThreshold = { type: 'CHANGE_THRESHOLD'; threshold: number };
/**
 * New singleton. The SDK and the legacy gateway say CHANGE_IMPLEMENTATION, the NestJS gateway
 * CHANGE_MASTER_COPY; both are accepted (see {@link isChangeImplementation}).
 */
export type ChangeImplementation = {
  type: 'CHANGE_IMPLEMENTATION' | 'CHANGE_MASTER_COPY';
  implementation: AddressInfo;
};
/** Module enabled. */
export type EnableModule = { type: 'ENABLE_MODULE'; module: AddressInfo };
/** Module disabled. */
export type DisableModule = { type: 'DISABLE_MODULE'; module: AddressInfo };
/** Guard set. */
export type SetGuard = { type: 'SET_GUARD'; guard: AddressInfo };
/** Guard removed (`setGuard(0x0)`). */
export type DeleteGuard = { type: 'DELETE_GUARD' };

/** The settings a SettingsChange transaction changes. */
export type SettingsInfo =
  | SetFallbackHandler
  | AddOwner
  | RemoveOwner
  | SwapOwner
  | ChangeThreshold
  | ChangeImplementation
  | EnableModule
  | DisableModule
  | SetGuard
  | DeleteGuard;

/** Spec settings type of a {@link SettingsInfo}, folding CHANGE_MASTER_COPY into its alias. */
export function settingsChangeTypeOf(info: SettingsInfo): SettingsChangeType {
  return info.type === 'CHANGE_MASTER_COPY' ? 'CHANGE_IMPLEMENTATION' : info.type;
}

/** Narrows to a singleton change under either of its two names. */
export function isChangeImplementation(info: SettingsInfo): info is ChangeImplementation {
  return info.type === 'CHANGE_IMPLEMENTATION' || info.type === 'CHANGE_MASTER_COPY';
}

/** `txInfo` of a call by the Safe to itself that changes its settings. */
export type SettingsChange = {
  type: 'SettingsChange';
  dataDecoded: DataDecoded;
  settingsInfo: SettingsInfo | null;
  humanDescription?: string | null;
};

/** `txInfo` of any other call (contract interaction, multiSend, cancellation). */
export type Custom = {
  type: 'Custom';
  to: AddressInfo;
  /** Calldata length in bytes, as a decimal string. */
  dataSize: string;
  value: string | null;
  methodName: string | null;
  /** Number of inner calls of a multiSend; null otherwise. */
  actionCount: number | null;
  /** An empty call to the Safe itself that burns a nonce to reject the queued transactions. */
  isCancellation: boolean;
  humanDescription?: string | null;
};

/** `txInfo` of the Safe's own deployment. */
export type Creation = {
  type: 'Creation';
  creator: AddressInfo;
  transactionHash: string;
  implementation: AddressInfo | null;
  factory: AddressInfo | null;
  /** NestJS gateway only. */
  saltNonce?: string | null;
  humanDescription?: string | null;
};

/** `txInfo` kinds of the spec (§3). */
export type SpecTransactionInfo = Transfer | SettingsChange | Custom | Creation;

/** `txInfo` kinds the real gateway sends besides the spec's: swaps, bridges, staking, vaults. */
export type GatewayExtraTransactionInfo =
  | SwapOrder
  | SwapTransfer
  | TwapOrder
  | SwapTransactionInfo
  | BridgeAndSwapTransactionInfo
  | NativeStakingDeposit
  | NativeStakingValidatorsExit
  | NativeStakingWithdraw
  | VaultDeposit
  | VaultRedeem;

/**
 * What a transaction does. Every kind may carry the gateway's `humanDescription`. Nothing checks
 * the wire shape, and newer gateways add kinds, so code reading `txInfo` must survive any `type`
 * and missing fields (see describeTxInfo).
 */
export type TransactionInfo = SpecTransactionInfo | GatewayExtraTransactionInfo;

/** Progress of a multisig transaction in a list. */
export type MultisigExecutionInfo = {
  type: 'MULTISIG';
  nonce: number;
  confirmationsRequired: number;
  confirmationsSubmitted: number;
  /** Owners that have not confirmed; only while AWAITING_CONFIRMATIONS, else null. */
  missingSigners?: AddressInfo[] | null;
};

/** The module that executed a module transaction. */
export type ModuleExecutionInfo = {
  type: 'MODULE';
  address: AddressInfo;
};

/** How a transaction is executed; null for transfers and the creation. */
export type ExecutionInfo = MultisigExecutionInfo | ModuleExecutionInfo;

/** The Safe App a transaction was proposed from. */
export type SafeAppInfo = {
  name: string;
  url: string;
  logoUri: string | null;
};

/** A transaction as lists show it. `timestamp` is milliseconds since the epoch. */
export type TransactionSummary = {
  /** `multisig_{safe}_{safeTxHash}`, `module_…`, `transfer_…` or `creation_{safe}`. */
  id: string;
  timestamp: number;
  txStatus: TransactionStatus;
  txInfo: TransactionInfo;
  executionInfo?: ExecutionInfo | null;
  safeAppInfo?: SafeAppInfo | null;
  txHash: string | null;
};

/** A transaction row. */
export type TransactionItem = {
  type: 'TRANSACTION';
  transaction: TransactionSummary;
  conflictType: ConflictType;
};

/** A queue section heading. */
export type LabelItem = {
  type: 'LABEL';
  label: QueueLabel;
};

/** Heads several queued transactions that compete for one nonce. */
export type ConflictHeaderItem = {
  type: 'CONFLICT_HEADER';
  nonce: number;
};

/** A history day heading; `timestamp` (ms) is the first transaction's of that day. */
export type DateLabelItem = {
  type: 'DATE_LABEL';
  timestamp: number;
};

/** A row of a transaction list page. */
export type TransactionListItem = TransactionItem | LabelItem | ConflictHeaderItem | DateLabelItem;

/** A page of history or queue rows. */
export type TransactionListPage = Page<TransactionListItem>;

/** Narrows a list row to a transaction. */
export function isTransactionListItemTransaction(
  item: TransactionListItem,
): item is TransactionItem {
  return item.type === 'TRANSACTION';
}
/** Narrows a list row to a queue label. */
export function isTransactionListItemLabel(item: TransactionListItem): item is LabelItem {
  return item.type === 'LABEL';
}
/** Narrows a list row to a conflict header. */
export function isTransactionListItemConflictHeader(
  item: TransactionListItem,
): item is ConflictHeaderItem {
  return item.type === 'CONFLICT_HEADER';
}
/** Narrows a list row to a date label. */
export function isTransactionListItemDateLabel(item: TransactionListItem): item is DateLabelItem {
  return item.type === 'DATE_LABEL';
}

/** Narrows `txInfo` to a transfer. */
export function isTransferTxInfo(info: TransactionInfo): info is Transfer {
  return info.type === 'Transfer';
}
/** Narrows `txInfo` to a settings change. */
export function isSettingsChangeTxInfo(info: TransactionInfo): info is SettingsChange {
  return info.type === 'SettingsChange';
}
/** Narrows `txInfo` to a custom call. */
export function isCustomTxInfo(info: TransactionInfo): info is Custom {
  return info.type === 'Custom';
}
/** Narrows `txInfo` to the Safe's creation. */
export function isCreationTxInfo(info: TransactionInfo): info is Creation {
  return info.type === 'Creation';
}
/** Narrows execution info to a multisig one. */
export function isMultisigExecutionInfo(
  info: ExecutionInfo | null | undefined,
): info is MultisigExecutionInfo {
  return info?.type === 'MULTISIG';
}
/** Narrows execution info to a module one. */
export function isModuleExecutionInfo(
  info: ExecutionInfo | null | undefined,
): info is ModuleExecutionInfo {
  return info?.type === 'MODULE';
}
