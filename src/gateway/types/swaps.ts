// `txInfo` of swaps: CoW Protocol orders (SwapOrder, SwapTransfer, TwapOrder) and LI.FI swaps and
// bridges (Swap, SwapAndBridge). Not in the spec: the shapes follow the NestJS gateway's OpenAPI.
// Amounts are raw base-unit integers as decimal strings; CoW times are seconds since the epoch.

import type { AddressInfo } from './common';
import type { TransferDirection } from '../vocabulary';
import type { TransferInfo } from './transactions';

/**
 * A token as swaps, staking and vaults describe it (the gateway's `TokenInfo` of those entities,
 * not the balances one in ./common). `decimals` is always sent here.
 */
export type TransactionTokenInfo = {
  address: string;
  decimals: number;
  name: string;
  symbol: string;
  logoUri?: string | null;
  trusted: boolean;
};

/** Where a CoW order is in its life. `unknown` when the gateway cannot tell. */
export type OrderStatus =
  'presignaturePending' | 'open' | 'fulfilled' | 'cancelled' | 'expired' | 'unknown';
/** Whether the sell amount (`sell`) or the buy amount (`buy`) of a CoW order is fixed. */
export type OrderKind = 'sell' | 'buy' | 'unknown';
/** CoW order class. */
export type OrderClass = 'market' | 'limit' | 'liquidity' | 'unknown';

/** The fields every CoW order summary carries. */
export type CowOrderFields = {
  status: OrderStatus;
  kind: OrderKind;
  /** Seconds since the epoch after which the order can no longer be filled. */
  validUntil: number;
  sellAmount: string;
  buyAmount: string;
  sellToken: TransactionTokenInfo;
  buyToken: TransactionTokenInfo;
  /** Fee paid, in `executedFeeToken`; null while nothing is executed (TWAPs). */
  executedFee?: string | null;
  /**
   * The token the fee was paid in. Current gateways send a token; older ones sent its address and
   * the fee as `executedSurplusFee`.
   */
  executedFeeToken?: TransactionTokenInfo | string | null;
  /** @deprecated Older gateways' name for {@link executedFee}. */
  executedSurplusFee?: string | null;
  /** Who receives the bought tokens; null or absent means the owner. */
  receiver?: string | null;
  owner: string;
  /** The order's app data (JSON); shown raw, never interpreted. */
  fullAppData?: Record<string, unknown> | null;
  humanDescription?: string | null;
};

/** `txInfo` of a Safe transaction that places (pre-signs) one CoW order. */
export type SwapOrder = CowOrderFields & {
  type: 'SwapOrder';
  uid: string;
  orderClass: OrderClass;
  executedSellAmount: string;
  executedBuyAmount: string;
  /** CoW Explorer page of the order. */
  explorerUrl: string;
};

/**
 * `txInfo` of a transfer that settled a CoW order of this Safe: the transfer's fields plus the
 * order's.
 */
export type SwapTransfer = CowOrderFields & {
  type: 'SwapTransfer';
  sender: AddressInfo;
  recipient: AddressInfo;
  direction: TransferDirection;
  transferInfo: TransferInfo;
  uid: string;
  orderClass: OrderClass;
  executedSellAmount: string;
  executedBuyAmount: string;
  explorerUrl: string;
};

/** How long each TWAP part may be filled: the whole interval, or a limit in seconds. */
export type TwapDurationOfPart =
  { durationType: 'AUTO' } | { durationType: 'LIMIT_DURATION'; duration: string | number };

/** When a TWAP starts: when the transaction is mined, or at an epoch (seconds). */
export type TwapStartTime =
  { startType: 'AT_MINING_TIME' } | { startType: 'AT_EPOCH'; epoch: number };

/** `txInfo` of a TWAP (time-weighted) CoW order: one sell split into parts over time. */
export type TwapOrder = CowOrderFields & {
  type: 'TwapOrder';
  /** The gateway calls it `class` here, `orderClass` on single orders. */
  class?: OrderClass;
  activeOrderUid?: string | null;
  /** Null when there are too many parts to add up, or before the TWAP is placed. */
  executedSellAmount?: string | null;
  executedBuyAmount?: string | null;
  /** Number of parts, a decimal string. */
  numberOfParts: string;
  partSellAmount: string;
  /** Least amount of the buy token each part must buy. */
  minPartLimit: string;
  /** Seconds between the parts. */
  timeBetweenParts: number;
  durationOfPart: TwapDurationOfPart;
  startTime: TwapStartTime;
};

/** LI.FI fees of a swap or bridge, raw amounts of the token at `tokenAddress`. */
export type BridgeFee = {
  tokenAddress: string;
  integratorFee: string;
  lifiFee: string;
};

/** `txInfo` of a same-chain swap through LI.FI (gateway type `Swap`). */
export type SwapTransactionInfo = {
  type: 'Swap';
  recipient: AddressInfo;
  fees: BridgeFee | null;
  fromToken: TransactionTokenInfo;
  fromAmount: string;
  toToken: TransactionTokenInfo;
  toAmount: string;
  lifiExplorerUrl: string | null;
  humanDescription?: string | null;
};

/** LI.FI status of a bridge, plus the gateway's AWAITING_EXECUTION before it is on chain. */
export type BridgeStatus =
  'NOT_FOUND' | 'INVALID' | 'PENDING' | 'DONE' | 'FAILED' | 'UNKNOWN' | 'AWAITING_EXECUTION';

/** `txInfo` of a swap and bridge to another chain through LI.FI (gateway type `SwapAndBridge`). */
export type BridgeAndSwapTransactionInfo = {
  type: 'SwapAndBridge';
  fromToken: TransactionTokenInfo;
  fromAmount: string;
  recipient: AddressInfo;
  explorerUrl: string | null;
  status: BridgeStatus;
  /** LI.FI's finer status (e.g. WAIT_DESTINATION_TRANSACTION, COMPLETED, REFUNDED). */
  substatus: string;
  fees: BridgeFee | null;
  /** Destination chain id, a decimal string. */
  toChain: string;
  /** Unknown until the bridge is done. */
  toToken: TransactionTokenInfo | null;
  toAmount: string | null;
  humanDescription?: string | null;
};
