// eth_feeHistory: base fees (plus the next block's) and priority-fee percentiles of recent blocks.
import { RpcResponseError } from './errors';
import { rpcRequest, type RpcRequestErrorType } from './request';

/** Parameters of {@link ethFeeHistory}. */
export type EthFeeHistoryParameters = {
  url: string;
  /** How many blocks back from `newestBlock`. */
  blockCount?: number;
  newestBlock?: string;
  rewardPercentiles?: readonly number[];
  signal?: AbortSignal;
};

/** The history as bigints. */
export type EthFeeHistoryReturnType = { baseFeePerGas: bigint[]; reward?: bigint[][] };

/** What {@link ethFeeHistory} can throw. */
export type EthFeeHistoryErrorType = RpcRequestErrorType;

const quantity = (value: unknown): bigint => {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw new RpcResponseError('The chain’s RPC answered eth_feeHistory with a bad number');
  }
  return BigInt(value);
};

/** Reads the fee history of the last `blockCount` blocks from the node at `url`. */
export async function ethFeeHistory({
  url,
  blockCount = 5,
  newestBlock = 'latest',
  rewardPercentiles = [50],
  signal,
}: EthFeeHistoryParameters): Promise<EthFeeHistoryReturnType> {
  const result = (await rpcRequest({
    url,
    method: 'eth_feeHistory',
    params: [`0x${blockCount.toString(16)}`, newestBlock, rewardPercentiles],
    signal,
  })) as { baseFeePerGas?: unknown; reward?: unknown } | null;
  if (!result || !Array.isArray(result.baseFeePerGas)) {
    throw new RpcResponseError('The chain’s RPC answered eth_feeHistory without base fees');
  }
  const reward = Array.isArray(result.reward)
    ? result.reward.map((row: unknown) => (Array.isArray(row) ? row.map(quantity) : []))
    : undefined;
  return { baseFeePerGas: result.baseFeePerGas.map(quantity), ...(reward ? { reward } : {}) };
}
