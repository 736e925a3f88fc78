// eth_maxPriorityFeePerGas: the node's suggested EIP-1559 tip, in wei.
import { RpcResponseError } from './errors';
import { rpcRequest, type RpcRequestErrorType } from './request';

/** Parameters of {@link ethMaxPriorityFeePerGas}. */
export type EthMaxPriorityFeePerGasParameters = { url: string; signal?: AbortSignal };

/** The fee in wei. */
export type EthMaxPriorityFeePerGasReturnType = bigint;

/** What {@link ethMaxPriorityFeePerGas} can throw. */
export type EthMaxPriorityFeePerGasErrorType = RpcRequestErrorType;

/** Asks the node at `url` for the node's suggested EIP-1559 tip. */
export async function ethMaxPriorityFeePerGas({
  url,
  signal,
}: EthMaxPriorityFeePerGasParameters): Promise<EthMaxPriorityFeePerGasReturnType> {
  const result = await rpcRequest({ url, method: 'eth_maxPriorityFeePerGas', params: [], signal });
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]+$/.test(result)) {
    throw new RpcResponseError(
      'The chain’s RPC answered eth_maxPriorityFeePerGas with something that is not a number',
    );
  }
  return BigInt(result);
}
