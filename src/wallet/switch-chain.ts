import { PROVIDER_ERROR_CODES, getProviderErrorCode } from './errors';
import type { EIP1193Provider } from './types';

/** The chain data `wallet_addEthereumChain` needs (EIP-3085). */
export interface AddEthereumChainParameter {
  readonly chainId: bigint;
  readonly chainName: string;
  readonly nativeCurrency: { name: string; symbol: string; decimals: number };
  readonly rpcUrls: readonly string[];
  readonly blockExplorerUrls?: readonly string[];
}

/** Hex chain id as wallets expect it (`0x7a69`, no leading zeros). */
export function toHexChainId(chainId: bigint): string {
  return `0x${chainId.toString(16)}`;
}

/**
 * Switches the wallet to `chain`; when the wallet answers 4902 (unknown chain) it adds the chain
 * first and switches again. Other errors propagate for `describeProviderError`.
 */
export async function switchChain(
  provider: EIP1193Provider,
  chain: AddEthereumChainParameter,
): Promise<void> {
  const chainId = toHexChainId(chain.chainId);
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (error) {
    if (getProviderErrorCode(error) !== PROVIDER_ERROR_CODES.unrecognizedChain) throw error;
    // Without an RPC of our own the chain is not added: the wallet must not be handed one we
    // cannot vouch for (the gateway's).
    if (chain.rpcUrls.length === 0) throw error;
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: chain.chainName,
          nativeCurrency: chain.nativeCurrency,
          rpcUrls: chain.rpcUrls,
          blockExplorerUrls: chain.blockExplorerUrls,
        },
      ],
    });
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  }
}
