// "The outbox changed": listeners in this page, and other tabs through a BroadcastChannel (which
// workers have too), so every open screen shows an item's current status.
const listeners = new Set<() => void>();
const CHANNEL = 'countersign-outbox';
let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    channel?.addEventListener('message', () => {
      for (const listener of listeners) listener();
    });
  }
  return channel;
}

/** Tells every listener (here and in other tabs) to re-read the outbox. */
export function notifyOutboxChanged(): void {
  for (const listener of listeners) listener();
  getChannel()?.postMessage('changed');
}

/** Calls `listener` after every outbox change; returns the unsubscribe function. */
export function subscribeOutbox(listener: () => void): () => void {
  getChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
