// Recent Safes (opened on this device) through the query cache, for the welcome screen.
import { queryOptions } from '@tanstack/react-query';
import { listRecentSafes } from '../../storage/recentSafes';
import { localKeys } from '../keys';

/** Query options of the recent Safes list. */
export function recentSafesQueryOptions() {
  return queryOptions({
    queryKey: localKeys.recentSafes(),
    queryFn: () => listRecentSafes(),
    networkMode: 'always',
  });
}
