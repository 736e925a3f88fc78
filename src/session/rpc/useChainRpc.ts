// The RPC choice per chain: the user's (saved in IndexedDB settings, read through the query
// cache), the shipped defaults, the connected wallet's provider, the gateway's RPC last.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChainInfo } from '../../gateway';
import type { SafeChainStateQueryParameters } from '../../query/options/chainState';
import { localKeys } from '../../query/keys';
import { parseRpcUrl, registerWalletRpc } from '../../query/rpc';
import { getSetting, setSetting } from '../../storage/settings';
import { useWalletSession } from '../wallet/useWalletSession';
import { chainRpcOf, chooseChainRpc, type ChainRpc, type WalletRpcCandidate } from './chainRpc';
import { shippedRpcUrls } from './shippedRpc';

const rpcUrlsKey = localKeys.rpcUrls();

/** The saved choices (chainId → URL); `undefined` while IndexedDB is read. */
function useSavedRpcUrls(): Record<string, string> | undefined {
  return useQuery({
    queryKey: rpcUrlsKey,
    queryFn: async () => (await getSetting('rpcUrls')) ?? {},
    staleTime: Infinity,
    networkMode: 'always',
  }).data;
}

/** The connected wallet as a source; its provider answers `wallet:<rdns>` reads from now on. */
function useWalletCandidate(): WalletRpcCandidate | null {
  const { connection } = useWalletSession();
  return useMemo(() => {
    if (!connection) return null;
    const { info, provider } = connection.detail;
    const id = info.rdns || info.uuid;
    // Registered before any query can ask it; the entry is replaced by the next connection.
    registerWalletRpc(id, provider);
    return { id, name: info.name, chainId: connection.chainId };
  }, [connection]);
}

/** The RPC the review uses for `chain` (with every source); `pending` until the saved choice is read. */
export function useChainRpc(chain: ChainInfo): ChainRpc | { status: 'pending' } {
  const saved = useSavedRpcUrls();
  const wallet = useWalletCandidate();
  return useMemo(
    () =>
      saved
        ? chainRpcOf(
            chooseChainRpc(chain, { saved, shipped: shippedRpcUrls(chain.chainId), wallet }),
          )
        : { status: 'pending' },
    [chain, saved, wallet],
  );
}

/** The parameters of the review's cross-checked chain read for `rpc`, or null when none. */
export function chainStateParameters(
  rpc: ChainRpc | { status: 'pending' },
  chainId: string,
  safeAddress: string,
): SafeChainStateQueryParameters | null {
  if (rpc.status !== 'ok') return null;
  const { primary, others } = rpc.choice;
  if (!primary) return null;
  return {
    primary: { url: primary.url, name: primary.name },
    others: others.map((other) => ({ url: other.url, name: other.name })),
    chainId,
    safeAddress,
  };
}

/** Saves (validated) or clears (`null`) the RPC of one chain. */
export function useSaveChainRpc(chainId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (url: string | null) => {
      const saved = { ...((await getSetting('rpcUrls')) ?? {}) };
      if (url === null) {
        delete saved[chainId];
      } else {
        const parsed = parseRpcUrl(url);
        if (!parsed.ok) throw new Error(parsed.message);
        saved[chainId] = parsed.url;
      }
      await setSetting('rpcUrls', saved);
      return saved;
    },
    onSuccess: (saved) => queryClient.setQueryData(rpcUrlsKey, saved),
  });
}
