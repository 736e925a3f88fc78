// The fiat currency balances are priced in, read through TanStack Query so Home's first requests
// and every screen that prices something share one read of the saved setting.
import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_CURRENCY } from '../../gateway/constants';
import { getSetting } from '../../storage/settings';
import { localKeys } from '../keys';
import { markCurrency } from './currencyMark';

/** The saved currency (lowercase code), `usd` until one is chosen. */
export function currencyQueryOptions() {
  return queryOptions({
    queryKey: localKeys.currency(),
    queryFn: async () => {
      const code = (await getSetting('currency')) ?? DEFAULT_CURRENCY;
      // Kept in step on every start, for the next cold start's preloads (firstLoadPreloads.ts).
      markCurrency(code);
      return code;
    },
    // Only the settings screen changes it, and it writes the new value into the cache.
    staleTime: Infinity,
    networkMode: 'always',
  });
}
