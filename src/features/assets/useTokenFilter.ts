// The Tokens list choices ("show hidden tokens", "hide tokens worth nothing"), kept in IndexedDB
// settings so they survive reloads; read through the query cache like the currency.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { localKeys } from '../../query/keys';
import { getSetting, setSetting } from '../../storage/settings';
import type { TokenFilter } from './tokenRows';

const filterKey = localKeys.tokenDisplay();
const DEFAULT_FILTER: TokenFilter = { showHidden: false, hideDust: false };

/** The saved list choices (defaults until read), and a setter that saves a change. */
export function useTokenFilter(): {
  filter: TokenFilter;
  setFilter: (change: Partial<TokenFilter>) => void;
  saveError: Error | null;
} {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: filterKey,
    queryFn: async (): Promise<TokenFilter> => ({
      showHidden: (await getSetting('showHiddenTokens')) ?? DEFAULT_FILTER.showHidden,
      hideDust: (await getSetting('hideDustTokens')) ?? DEFAULT_FILTER.hideDust,
    }),
    staleTime: Infinity,
    networkMode: 'always',
  });
  const mutation = useMutation({
    mutationFn: async (next: TokenFilter) => {
      await Promise.all([
        setSetting('showHiddenTokens', next.showHidden),
        setSetting('hideDustTokens', next.hideDust),
      ]);
      return next;
    },
    // Shown at once; a failed save is reported and the screen keeps the choice for this session.
    // A read of the saved choices still in flight is cancelled first, or it would undo the click.
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: filterKey });
      queryClient.setQueryData(filterKey, next);
    },
  });
  // The latest choice made here, applied in the same render as the click: a controlled checkbox
  // would otherwise flip back until the cache update (after cancelling a pending read) lands.
  const [chosen, setChosen] = useState<TokenFilter | null>(null);
  const filter = chosen ?? query.data ?? DEFAULT_FILTER;
  return {
    filter,
    setFilter: (change) => {
      const next = { ...filter, ...change };
      setChosen(next);
      mutation.mutate(next);
    },
    saveError: mutation.error,
  };
}
