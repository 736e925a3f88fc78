// Push preferences and this device's push record through the query cache (local data, so they
// run offline too).
import { queryOptions } from '@tanstack/react-query';
import { listNotificationPrefs } from '../../storage/notificationPrefs';
import { getSetting } from '../../storage/settings';
import { localKeys } from '../keys';

/** Every Safe's push preferences on this device. */
export function notificationPrefsQueryOptions() {
  return queryOptions({
    queryKey: localKeys.notificationPrefs(),
    queryFn: () => listNotificationPrefs(),
    networkMode: 'always',
  });
}

/** This device's push record (uuid, registered token), null before the first use. */
export function pushDeviceQueryOptions() {
  return queryOptions({
    queryKey: localKeys.pushDevice(),
    queryFn: async () => (await getSetting('pushDevice')) ?? null,
    networkMode: 'always',
  });
}
