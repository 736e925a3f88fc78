// The chain reads src/safe asks for (SafeChainReader), bound to one RPC URL.
import type { EthCall, SafeChainReader } from '../../safe';
import { ethCall } from './ethCall';
import { ethChainId } from './ethChainId';
import { ethGetCode } from './ethGetCode';
import { ethGetStorageAt } from './ethGetStorageAt';

/** An eth_call function for src/safe, bound to `url` (and a block, default latest). */
export function rpcEthCall(url: string, signal?: AbortSignal, blockTag?: string): EthCall {
  return (to, data) => ethCall({ url, to, data, blockTag, signal });
}

/** Every read of the Safe chain state, bound to `url` and one block (default latest). */
export function createRpcReader(
  url: string,
  signal?: AbortSignal,
  blockTag?: string,
): SafeChainReader {
  return {
    call: rpcEthCall(url, signal, blockTag),
    getStorageAt: (address, slot) => ethGetStorageAt({ url, address, slot, blockTag, signal }),
    getCode: (address) => ethGetCode({ url, address, blockTag, signal }),
    chainId: () => ethChainId({ url, signal }),
  };
}
