// eth_getStorageAt: one 32-byte storage slot of a contract.
import { isHexString, zeroPadValue } from 'ethers';
import { RpcResponseError } from './errors';
import { rpcRequest, type RpcRequestErrorType } from './request';

/** Parameters of {@link ethGetStorageAt}. */
export type EthGetStorageAtParameters = {
  url: string;
  address: string;
  slot: string;
  blockTag?: string;
  signal?: AbortSignal;
};

/** The slot as 32 bytes of 0x-prefixed hex. */
export type EthGetStorageAtReturnType = string;

/** What {@link ethGetStorageAt} can throw. */
export type EthGetStorageAtErrorType = RpcRequestErrorType;

/** Reads storage `slot` of `address` from the node at `url`. */
export async function ethGetStorageAt({
  url,
  address,
  slot,
  blockTag = 'latest',
  signal,
}: EthGetStorageAtParameters): Promise<EthGetStorageAtReturnType> {
  const result = await rpcRequest({
    url,
    method: 'eth_getStorageAt',
    params: [address, slot, blockTag],
    signal,
  });
  // Some nodes trim leading zeros; anything longer than a slot is not one.
  if (typeof result !== 'string' || !isHexString(result) || result.length > 66) {
    throw new RpcResponseError(
      'The chain’s RPC answered eth_getStorageAt with something that is not a slot',
    );
  }
  return zeroPadValue(result.length % 2 === 0 ? result : `0x0${result.slice(2)}`, 32).toLowerCase();
}
