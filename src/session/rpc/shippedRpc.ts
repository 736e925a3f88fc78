// The RPCs this app ships per chain: viem's chain registry, plus the build's own (the devnet
// chain in devnet builds). Neither comes from the gateway.
import { config } from '../../config';
import { registryChain } from '../../safe/chains/registry';

/** The shipped default RPC URLs of `chainId`, best first (empty when the app knows none). */
export function shippedRpcUrls(chainId: string): readonly string[] {
  return [...(config.shippedRpcUrls[chainId] ?? []), ...(registryChain(chainId)?.rpcUrls ?? [])];
}
