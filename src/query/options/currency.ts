// The fiat currency balances are priced in, read through TanStack Query so Home's first requests
// and every screen that prices something share one read of the saved setting.
import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_CURRENCY } from '../../gateway/constants';
import { getSetting } from '../../storage/settings';
import { localKeys } from '../keys';

/** The saved currency (lowercase code), `usd` until one is chosen. */
export function currencyQueryOptions() {
  return queryOptions({
    queryKey: localKeys.currency(),
    queryFn: async () => {
      return (await getSetting('currency')) ?? DEFAULT_CURRENCY;
    },
    // Only the settings screen changes it, and it writes the new value into the cache.
    staleTime: Infinity,
    networkMode: 'always',
  });
}
