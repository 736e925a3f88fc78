// Mounted once in the shell: checks the push token once after start. (Where a tapped
// notification points is followed by openLinks.ts, listened for from the first render.)
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { localKeys } from '../../query/keys';
import { checkPushToken } from './tokenCheck';

/** Renders nothing. */
export function PushSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Not on the first frame: the check may load Firebase.
    const timer = setTimeout(() => {
      void checkPushToken()
        .then((state) => {
          // The Notifications screen shows "Register again" from the device record.
          if (state === 'changed')
            return queryClient.invalidateQueries({ queryKey: localKeys.pushDevice() });
        })
        .catch((error: unknown) => console.warn('Push token check', error));
    }, 3_000);
    return () => clearTimeout(timer);
  }, [queryClient]);
  return null;
}
