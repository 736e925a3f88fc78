// Execution fees for the wallet: EIP-1559 (maxFeePerGas / maxPriorityFeePerGas) from the chain's
// fee history where the chain has EIP-1559, else a legacy gasPrice. Pure: the RPC answers are passed in.

/** What eth_feeHistory answered, as bigints (`baseFeePerGas` has one entry more: the next block). */
export type FeeHistory = {
  baseFeePerGas: readonly bigint[];
  reward?: readonly (readonly bigint[])[];
};

/** Fees of an EIP-1559 transaction. */
export type Eip1559Fees = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };

/** How many times the next base fee the max fee allows (2 survives six full blocks in a row). */
export const BASE_FEE_HEADROOM = 2n;

const median = (values: readonly bigint[]): bigint | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/**
 * EIP-1559 fees: the tip is the node's `eth_maxPriorityFeePerGas` when given, else the median of the
 * history's rewards (first percentile column), else 0; the max fee is the next block's base fee
 * times {@link BASE_FEE_HEADROOM} plus the tip. Throws when the history has no base fee.
 */
export function suggestEip1559Fees(
  history: FeeHistory,
  nodePriorityFee: bigint | null = null,
): Eip1559Fees {
  const nextBaseFee = history.baseFeePerGas[history.baseFeePerGas.length - 1];
  if (nextBaseFee === undefined) {
    throw new RangeError('The fee history has no base fee: the chain may not have EIP-1559');
  }
  const rewards = (history.reward ?? [])
    .map((row) => row[0])
    .filter((v): v is bigint => v !== undefined);
  const maxPriorityFeePerGas = nodePriorityFee ?? median(rewards) ?? 0n;
  return {
    maxPriorityFeePerGas,
    maxFeePerGas: nextBaseFee * BASE_FEE_HEADROOM + maxPriorityFeePerGas,
  };
}

/** The fee fields of one execution: EIP-1559 or legacy. */
export type ExecutionFees =
  ({ type: 'eip1559' } & Eip1559Fees) | { type: 'legacy'; gasPrice: bigint };

/** The wallet fields (hex quantities) for `fees`. */
export function executionFeeFields(
  fees: ExecutionFees,
): { maxFeePerGas: string; maxPriorityFeePerGas: string } | { gasPrice: string } {
  const hex = (value: bigint) => `0x${value.toString(16)}`;
  return fees.type === 'eip1559'
    ? { maxFeePerGas: hex(fees.maxFeePerGas), maxPriorityFeePerGas: hex(fees.maxPriorityFeePerGas) }
    : { gasPrice: hex(fees.gasPrice) };
}
