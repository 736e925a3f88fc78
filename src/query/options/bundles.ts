// Signed bundles held on this device through the query cache (IndexedDB is their home; they are
// never persisted as queries).
import { queryOptions } from '@tanstack/react-query';
import { listAllBundleRecords } from '../../storage/bundles';
import { localKeys } from '../keys';

/** Query options of the list of held bundles, newest first. */
export function heldBundlesQueryOptions() {
  return queryOptions({
    queryKey: localKeys.bundles(),
    queryFn: () => listAllBundleRecords(),
    networkMode: 'always',
  });
}
