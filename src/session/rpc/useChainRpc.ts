// The RPC choice per chain, saved in IndexedDB settings and read through the query cache.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChainInfo } from '../../gateway';
import { localKeys } from '../../query/keys';
import { parseRpcUrl } from '../../query/rpc';
import { getSetting, setSetting } from '../../storage/settings';
import { chainRpcOf, type ChainRpc } from './chainRpc';

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

/** The RPC the review uses for `chain`; `pending` until the saved choice is read. */
export function useChainRpc(chain: ChainInfo): ChainRpc | { status: 'pending' } {
  const saved = useSavedRpcUrls();
  return saved ? chainRpcOf(chain, saved) : { status: 'pending' };
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
