// Recent Safes through TanStack Query: listed on the welcome screen, recorded once a Safe's info
// has loaded (so only Safes the gateway knows are remembered).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listRecentSafes, touchRecentSafe } from '../../storage/recentSafes';

/** Query options of the recent Safes list. */
export function recentSafesQueryOptions() {
  return queryOptions({
    queryKey: ['local', 'recent-safes'] as const,
    queryFn: () => listRecentSafes(),
    networkMode: 'always',
  });
}

/** Records `safe` as opened once `loaded` is true. */
export function useRecordRecentSafe(
  safe: { chainId: string; safeAddress: string; shortName: string },
  loaded: boolean,
): void {
  const queryClient = useQueryClient();
  const { chainId, safeAddress, shortName } = safe;
  useEffect(() => {
    if (!loaded) return;
    touchRecentSafe({ chainId, address: safeAddress, shortName })
      .then(() => queryClient.invalidateQueries({ queryKey: recentSafesQueryOptions().queryKey }))
      .catch((error: unknown) => console.warn('Recent Safe not saved', error));
  }, [loaded, chainId, safeAddress, shortName, queryClient]);
}
