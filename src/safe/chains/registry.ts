// The chains this app knows without asking the gateway: name, native currency, default public
// RPC(s) and explorer. The facts are viem's maintained chain definitions, copied into a generated
// table (scripts/chain-tables.mjs; a unit test keeps it in step with viem): importing viem/chains
// here bundled viem's formatters and serializers with them. Loaded by the review's chunks only.
import { SHIPPED_CHAINS } from './chain-tables.generated';

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

const BY_ID: ReadonlyMap<string, RegistryChain> = new Map(
  SHIPPED_CHAINS.map((chain) => [chain.chainId, chain]),
);

/** The shipped entry of `chainId` (decimal string), or undefined when the app does not know it. */
export function registryChain(chainId: string): RegistryChain | undefined {
  return BY_ID.get(chainId);
}

/** Every chain the app ships, in no particular order. */
export function registryChains(): RegistryChain[] {
  return [...BY_ID.values()];
}
