// The chain reads src/safe asks for (SafeChainReader), bound to one RPC URL.
import type { EthCall, SafeChainReader } from '../../safe';
import { ethCall } from './ethCall';
import { ethChainId } from './ethChainId';
import { ethGetCode } from './ethGetCode';
import { ethGetStorageAt } from './ethGetStorageAt';

/** An eth_call function for src/safe, bound to `url`. */
export function rpcEthCall(url: string, signal?: AbortSignal): EthCall {
  return (to, data) => ethCall({ url, to, data, signal });
}

/** Every read of the Safe chain state, bound to `url`. */
export function createRpcReader(url: string, signal?: AbortSignal): SafeChainReader {
  return {
    call: rpcEthCall(url, signal),
    getStorageAt: (address, slot) => ethGetStorageAt({ url, address, slot, signal }),
    getCode: (address) => ethGetCode({ url, address, signal }),
    chainId: () => ethChainId({ url, signal }),
  };
}
