// A chain's name by id: the gateway's chain list first (its own words for the chains it serves),
// else viem's chain registry, loaded in its own chunk the first time a screen asks, so the first
// route does not carry it. Used where a transaction names another chain (a bridge's destination).
import { useEffect, useMemo, useState } from 'react';
import type { ChainInfo } from '../../gateway';

/** A chain's name for an id (decimal string), or undefined when neither list knows it. */
export type ChainNameOf = (chainId: string) => string | undefined;

let registry: ChainNameOf | null = null;
let loading: Promise<ChainNameOf | null> | null = null;

/** Loads the registry once per page; a failed load (offline, chunk gone) leaves ids as numbers. */
function loadRegistry(): Promise<ChainNameOf | null> {
  loading ??= import('../../safe/chain-names')
    .then((module) => (registry = module.registryChainName))
    .catch(() => {
      loading = null;
      return null;
    });
  return loading;
}

/**
 * The gateway's chain names (`chains`, e.g. from useChains) and the registry's as one lookup,
 * re-rendered once the registry has loaded. The registry (tens of KB: viem's chain objects carry
 * their formatters) is fetched only when `withRegistry` says the screen names another chain.
 * Needs no provider, so any component may use it.
 */
export function useChainNameOf(
  chains: readonly ChainInfo[] = [],
  withRegistry = true,
): ChainNameOf {
  const [lookup, setLookup] = useState<ChainNameOf | null>(() => registry);
  useEffect(() => {
    if (lookup || !withRegistry) return;
    let live = true;
    void loadRegistry().then((loaded) => {
      if (live && loaded) setLookup(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [lookup, withRegistry]);
  return useMemo(() => {
    const byId = new Map(chains.map((chain) => [chain.chainId, chain.chainName]));
    return (chainId: string) => byId.get(chainId) ?? lookup?.(chainId);
  }, [chains, lookup]);
}
