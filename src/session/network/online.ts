// Whether the app is online, asked one way. The browser's `navigator.onLine` and its online/offline
// events feed TanStack's onlineManager, and everything else reads that one source: screens through
// `useOnlineStatus`, plain code through `isOnline`, and the query client (which pauses retries
// while offline) directly. TanStack alone starts out "online" whatever the browser says, so an app
// opened offline would otherwise believe it is online until the first event.
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

onlineManager.setEventListener((setOnline) => {
  setOnline(browserOnline());
  if (typeof window === 'undefined') return undefined;
  const update = () => setOnline(browserOnline());
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
});

/** True while the browser reports a network connection. */
export function isOnline(): boolean {
  return onlineManager.isOnline();
}

/** Calls `listener` whenever the online status changes; returns the unsubscribe function. */
export function subscribeOnline(listener: (online: boolean) => void): () => void {
  return onlineManager.subscribe(listener);
}

/** True while the browser reports a network connection (re-renders on change). */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
