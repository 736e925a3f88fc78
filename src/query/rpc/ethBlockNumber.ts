// eth_blockNumber: the node's latest block, so two nodes can be asked about the same one.
import { RpcResponseError } from './errors';
import { rpcRequest } from './request';

/** Asks the node at `url` for its latest block number. */
export async function ethBlockNumber({
  url,
  signal,
}: {
  url: string;
  signal?: AbortSignal;
}): Promise<bigint> {
  const result = await rpcRequest({ url, method: 'eth_blockNumber', params: [], signal });
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]+$/.test(result)) {
    throw new RpcResponseError(
      'The chain’s RPC answered eth_blockNumber with something that is not a number',
    );
  }
  return BigInt(result);
}
