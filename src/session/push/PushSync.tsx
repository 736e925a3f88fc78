// Mounted once in the shell: goes where a tapped notification points (the worker posts the link
// to an open window, and the router moves there without a reload), and checks the push token once
// after start.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { localKeys } from '../../query/keys';
import { checkPushToken } from './tokenCheck';

/** Props of PushSync. */
export interface PushSyncProps {
  /** Client-side navigation (the router's), never a page load. */
  navigate: (href: string) => void;
}

/** True for the worker's "open this link" message. */
function isOpenLinkMessage(data: unknown): data is { type: 'PUSH:OPEN'; href: string } {
  const message = data as { type?: unknown; href?: unknown } | null;
  return (
    message?.type === 'PUSH:OPEN' &&
    typeof message.href === 'string' &&
    message.href.startsWith('/') &&
    !message.href.startsWith('//')
  );
}

/** Renders nothing. */
export function PushSync({ navigate }: PushSyncProps) {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      if (isOpenLinkMessage(event.data)) navigate(event.data.href);
    };
    container.addEventListener('message', onMessage);
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
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
