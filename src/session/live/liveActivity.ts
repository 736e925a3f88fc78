// What changed on the open Safe since the screen was opened, for screens to mark it ("Updated just
// now: queue, history"). Outside React so the polling hook and any screen share it.
import type { SafeActivity } from '../../query/live';

/** The latest change seen on one Safe. */
export interface LiveActivity {
  /** `${chainId}:${safeAddress}`. */
  safe: string;
  parts: readonly SafeActivity[];
  /** When it was seen (ms since epoch). */
  at: number;
}

let latest: LiveActivity | null = null;
const listeners = new Set<() => void>();

/** The store of the latest change (useSyncExternalStore-compatible). */
export const liveActivity = {
  get: (): LiveActivity | null => latest,
  set(next: LiveActivity | null): void {
    latest = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
