// The connected owner's address, for "Needs your signature" markers. The wallet connection flow
// (a later issue) calls `setConnectedAddress`; until then no wallet is connected and no row is
// marked. Kept outside React so a wallet provider's events can update it directly.
import { useSyncExternalStore } from 'react';

let current: string | null = null;
const listeners = new Set<() => void>();

/** Sets (or clears with null) the connected wallet address. */
export function setConnectedAddress(address: string | null): void {
  if (address === current) return;
  current = address;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The connected wallet address, or null. */
export function useConnectedAddress(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
