// Names of well-known chains from viem's maintained chain definitions, for chains the gateway's own
// chain list does not carry (a bridge to another network names its destination chain by id only).
// The names are copied into a generated table (scripts/chain-tables.mjs), so no viem code is
// bundled for them; the screens load this module lazily (see features/shared/useChainNameOf.ts).
import { CHAIN_NAMES } from './chains/chain-tables.generated';

const NAMES = new Map<string, string>(CHAIN_NAMES);

/** The registry's name of a chain id (decimal string or number), or undefined when not listed. */
export function registryChainName(chainId: string | number | bigint): string | undefined {
  return NAMES.get(String(chainId).trim());
}
