// What the UI needs to know about saving queries on this device. A full disk is not swallowed:
// the app shows it, because data the user expects offline is then missing.

/** The state of query persistence. */
export type PersistStatus =
  | { kind: 'ok' }
  /** The browser refused a write for lack of space (QuotaExceededError). */
  | { kind: 'quota'; at: number }
  /** IndexedDB failed otherwise (private mode, broken profile…). */
  | { kind: 'error'; message: string; at: number };

type Listener = () => void;

let status: PersistStatus = { kind: 'ok' };
const listeners = new Set<Listener>();

/** A store of the current PersistStatus (useSyncExternalStore-compatible). */
export const persistStatus = {
  get: (): PersistStatus => status,
  set(next: PersistStatus): void {
    status = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** True for the DOMException browsers throw when storage is full (shared with the worker). */
export { isQuotaError } from '../../storage/quota';
