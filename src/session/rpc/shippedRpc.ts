// The RPCs this app ships per chain: viem's chain registry, plus the build's own (the devnet
// chain in devnet builds, from VITE_DEVNET_RPC_URL — the same node its test signer uses). Neither
// comes from the gateway. Read here rather than in config.ts so the first route does not carry it.
import { DEVNET_CHAIN_ID } from '../../safe/chains/devnet';
import { registryChain } from '../../safe/chains/registry';

export { DEVNET_CHAIN_ID };

/** The build's own RPCs per chain id, from its `VITE_*` values (exported for tests). */
export function buildRpcUrls(
  env: Pick<ImportMetaEnv, 'VITE_DEVNET' | 'VITE_DEVNET_RPC_URL'>,
): Readonly<Record<string, readonly string[]>> {
  const devnetRpcUrl = env.VITE_DEVNET === 'true' ? env.VITE_DEVNET_RPC_URL?.trim() : undefined;
  return devnetRpcUrl ? { [DEVNET_CHAIN_ID]: [devnetRpcUrl] } : {};
}

// Vite replaces both values at build time: a production build keeps no devnet URL.
const BUILD_RPC_URLS = buildRpcUrls({
  VITE_DEVNET: import.meta.env.VITE_DEVNET,
  VITE_DEVNET_RPC_URL: import.meta.env.VITE_DEVNET_RPC_URL,
});

/** The shipped default RPC URLs of `chainId`, best first (empty when the app knows none). */
export function shippedRpcUrls(
  chainId: string,
  build: Readonly<Record<string, readonly string[]>> = BUILD_RPC_URLS,
): readonly string[] {
  return [...(build[chainId] ?? []), ...(registryChain(chainId)?.rpcUrls ?? [])];
}
