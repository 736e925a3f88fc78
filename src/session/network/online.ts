// Whether the app is online, asked one way: screens through `useOnlineStatus`, plain code through
// `isOnline`, and TanStack's onlineManager (which pauses query retries while offline) is fed from
// the same source. TanStack alone starts out "online" whatever the browser says, so an app opened
// offline would otherwise believe it is online until the first event.
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** True while the browser reports a network connection (`navigator.onLine`, read every time). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Calls `listener` whenever the browser goes online or offline; returns the unsubscribe function. */
export function subscribeOnline(listener: (online: boolean) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const update = () => listener(isOnline());
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}

// The query client pauses retries while offline: it hears the same source.
onlineManager.setEventListener((setOnline) => {
  setOnline(isOnline());
  return subscribeOnline(setOnline);
});

/** True while the browser reports a network connection (re-renders on change). */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
