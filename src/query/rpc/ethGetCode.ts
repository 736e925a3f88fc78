// eth_getCode: the runtime code at an address, as the node reports it.
import { isHexString } from 'ethers';
import { RpcResponseError } from './errors';
import { rpcRequest, type RpcRequestErrorType } from './request';

/** Parameters of {@link ethGetCode}. */
export type EthGetCodeParameters = {
  url: string;
  address: string;
  blockTag?: string;
  signal?: AbortSignal;
};

/** The code as a 0x-prefixed hex string (`0x` when there is none). */
export type EthGetCodeReturnType = string;

/** What {@link ethGetCode} can throw. */
export type EthGetCodeErrorType = RpcRequestErrorType;

/** Reads the code at `address` from the node at `url`. */
export async function ethGetCode({
  url,
  address,
  blockTag = 'latest',
  signal,
}: EthGetCodeParameters): Promise<EthGetCodeReturnType> {
  const result = await rpcRequest({
    url,
    method: 'eth_getCode',
    params: [address, blockTag],
    signal,
  });
  if (typeof result !== 'string' || !isHexString(result) || result.length % 2 !== 0) {
    throw new RpcResponseError(
      'The chain’s RPC answered eth_getCode with something that is not code',
    );
  }
  return result.toLowerCase();
}
