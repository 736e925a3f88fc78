// The gateway's chain config as the `wallet_addEthereumChain` parameter (EIP-3085), used when the
// wallet answers 4902 to a switch. Only http(s) URLs go to the wallet; an RPC that needs an API key
// (authentication other than NO_AUTHENTICATION) is still offered, the wallet may reject it.
import type { ChainInfo } from '../../../gateway';
import type { AddEthereumChainParameter } from '../../../wallet/switch-chain';

const isHttp = (url: string | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/** The EIP-3085 parameter for `chain` (RPC from the chain config, explorer origin if any). */
export function addChainParameter(chain: ChainInfo): AddEthereumChainParameter {
  const rpcUrls = [chain.rpcUri?.value, chain.publicRpcUri?.value].filter(isHttp);
  let explorer: string | undefined;
  try {
    const template = chain.blockExplorerUriTemplate?.address;
    explorer = isHttp(template) ? new URL(template.replace(/\{\{\w+\}\}/g, '')).origin : undefined;
  } catch {
    explorer = undefined;
  }
  const { name, symbol, decimals } = chain.nativeCurrency;
  return {
    chainId: BigInt(chain.chainId),
    chainName: chain.chainName,
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: [...new Set(rpcUrls)],
    blockExplorerUrls: explorer ? [explorer] : undefined,
  };
}
