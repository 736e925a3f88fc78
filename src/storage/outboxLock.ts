// One send at a time per outbox item across every page and the worker, held by a Web Lock: the
// browser lets go of a lock the moment its page or worker goes away, so an item left "sending" by a
// sender that died (a reload mid-send) is taken over by the next drain at once, where its lease
// alone would keep it waiting 30 s. Without Web Locks the lease is the only guard, as before.

/** The part of the Web Locks API the outbox uses (injectable: Node has none). */
export type OutboxLocks = {
  request<T>(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
};

/** This context's Web Locks, or null where the browser (or runtime) has none. */
export function defaultOutboxLocks(): OutboxLocks | null {
  return (globalThis.navigator as { locks?: OutboxLocks } | undefined)?.locks ?? null;
}

/** What sending under the lock came to: `skipped` when a live sender holds the item. */
export type UnderLock<T> = { skipped: true } | { skipped: false; value: T };

/**
 * Runs `send` holding item `id`'s lock, or skips at once when another context holds it. `send`
 * learns whether it holds a real lock: then no live sender can hold the item, whatever its lease.
 */
export async function withOutboxLock<T>(
  locks: OutboxLocks | null,
  id: string,
  send: (locked: boolean) => Promise<T>,
): Promise<UnderLock<T>> {
  if (!locks) return { skipped: false, value: await send(false) };
  return locks.request(`countersign-outbox:${id}`, { ifAvailable: true }, async (lock) =>
    lock ? { skipped: false, value: await send(true) } : { skipped: true },
  );
}
