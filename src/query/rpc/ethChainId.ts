// eth_chainId: which chain the node is on.
import { RpcResponseError } from './errors';
import { rpcRequest, type RpcRequestErrorType } from './request';

/** Parameters of {@link ethChainId}. */
export type EthChainIdParameters = { url: string; signal?: AbortSignal };

/** The chain id as a hex quantity (`0x7a69`). */
export type EthChainIdReturnType = string;

/** What {@link ethChainId} can throw. */
export type EthChainIdErrorType = RpcRequestErrorType;

/** Asks the node at `url` for its chain id. */
export async function ethChainId({
  url,
  signal,
}: EthChainIdParameters): Promise<EthChainIdReturnType> {
  const result = await rpcRequest({ url, method: 'eth_chainId', params: [], signal });
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]+$/.test(result)) {
    throw new RpcResponseError(
      'The chain’s RPC answered eth_chainId with something that is not a number',
    );
  }
  return result;
}
