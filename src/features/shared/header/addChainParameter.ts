// The `wallet_addEthereumChain` parameter (EIP-3085) for a chain, used when the wallet answers
// 4902 to a switch. Its RPC URLs are the app's own shipped defaults (viem's chain registry, the
// devnet build's chain), never the gateway's `rpcUri` / `publicRpcUri`: a wallet that read through
// the gateway's RPC would stop being an independent voice. No shipped RPC → no RPC URLs, and the
// switch does not offer to add the chain.
import type { ChainInfo } from '../../../gateway';
import { registryChain } from '../../../safe/chains/registry';
import { shippedRpcUrls } from '../../../session/rpc/shippedRpc';
import type { AddEthereumChainParameter } from '../../../wallet/switch-chain';

const isHttp = (url: string | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/** The EIP-3085 parameter for `chain` (shipped RPCs and explorer; names from the chain config). */
export function addChainParameter(chain: ChainInfo): AddEthereumChainParameter {
  const shipped = registryChain(chain.chainId);
  const { name, symbol, decimals } = chain.nativeCurrency;
  return {
    chainId: BigInt(chain.chainId),
    chainName: shipped?.name ?? chain.chainName,
    nativeCurrency: shipped?.nativeCurrency ?? { name, symbol, decimals },
    rpcUrls: [...new Set(shippedRpcUrls(chain.chainId).filter(isHttp))],
    blockExplorerUrls: shipped?.explorerUrl ? [shipped.explorerUrl] : undefined,
  };
}
