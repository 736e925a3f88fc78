// eth_call: a read-only contract call, as the node answers it.
import { isHexString } from 'ethers';
import { RpcResponseError } from './errors';
import { rpcRequest, type RpcRequestErrorType } from './request';

/** Parameters of {@link ethCall}. */
export type EthCallParameters = {
  url: string;
  to: string;
  data: string;
  blockTag?: string;
  signal?: AbortSignal;
};

/** The return data as a 0x-prefixed hex string. */
export type EthCallReturnType = string;

/** What {@link ethCall} can throw (a revert is the node's JsonRpcError). */
export type EthCallErrorType = RpcRequestErrorType;

/** Calls `to` with `data` on the node at `url` and returns the raw return data. */
export async function ethCall({
  url,
  to,
  data,
  blockTag = 'latest',
  signal,
}: EthCallParameters): Promise<EthCallReturnType> {
  const result = await rpcRequest({
    url,
    method: 'eth_call',
    params: [{ to, data }, blockTag],
    signal,
  });
  if (typeof result !== 'string' || !isHexString(result) || result.length % 2 !== 0) {
    throw new RpcResponseError('The chain’s RPC answered eth_call with something that is not data');
  }
  return result.toLowerCase();
}
