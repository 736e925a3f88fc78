// The chains this app knows without asking the gateway: name, native currency, default public
// RPC(s) and explorer, from viem's maintained chain definitions. Only the chains listed here are
// imported by name, so only they are bundled; the module is loaded by the review's chunks only.
import {
  arbitrum,
  arbitrumNova,
  arbitrumSepolia,
  aurora,
  avalanche,
  base,
  baseSepolia,
  blast,
  bsc,
  celo,
  gnosis,
  gnosisChiado,
  linea,
  mainnet,
  mantle,
  optimism,
  optimismSepolia,
  polygon,
  polygonAmoy,
  polygonZkEvm,
  scroll,
  sepolia,
  unichain,
  worldchain,
  zksync,
  type Chain,
} from 'viem/chains';

/** One chain as the app ships it: independent of any gateway's chain config. */
export type RegistryChain = {
  chainId: string;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  /** The chain's default public http(s) RPC URLs, best first. */
  rpcUrls: readonly string[];
  /** The default block explorer's origin, when the chain has one. */
  explorerUrl: string | null;
};

// The chains Safe is deployed on that viem defines.
const SHIPPED: readonly Chain[] = [
  mainnet,
  sepolia,
  gnosis,
  gnosisChiado,
  polygon,
  polygonAmoy,
  polygonZkEvm,
  arbitrum,
  arbitrumNova,
  arbitrumSepolia,
  optimism,
  optimismSepolia,
  base,
  baseSepolia,
  bsc,
  avalanche,
  zksync,
  linea,
  scroll,
  celo,
  aurora,
  mantle,
  blast,
  worldchain,
  unichain,
];

const isHttp = (url: string) => /^https?:\/\//i.test(url);

function toRegistryChain(chain: Chain): RegistryChain {
  const explorer = chain.blockExplorers?.default.url;
  return {
    chainId: String(chain.id),
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: chain.rpcUrls.default.http.filter(isHttp),
    explorerUrl: explorer && isHttp(explorer) ? explorer.replace(/\/+$/, '') : null,
  };
}

const BY_ID: ReadonlyMap<string, RegistryChain> = new Map(
  SHIPPED.map((chain) => [String(chain.id), toRegistryChain(chain)]),
);

/** The shipped entry of `chainId` (decimal string), or undefined when the app does not know it. */
export function registryChain(chainId: string): RegistryChain | undefined {
  return BY_ID.get(chainId);
}

/** Every chain the app ships, in no particular order. */
export function registryChains(): RegistryChain[] {
  return [...BY_ID.values()];
}
