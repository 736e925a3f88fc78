// Records a Safe as recently opened once its info has loaded (so only Safes the gateway knows are
// remembered); the welcome screen lists them through `recentSafesQueryOptions`.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { touchRecentSafe } from '../../storage/recentSafes';
import { recentSafesQueryOptions } from '../../query/options/recentSafes';

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
