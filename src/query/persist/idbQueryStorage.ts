// The persister's storage: one IndexedDB record per query (store `queries`, key = queryHash), the
// PersistedQuery kept by structured clone (BigInt survives, no JSON). Writes are coalesced per key
// and flushed in one transaction after `debounceMs`, or at once when the page is hidden — never a
// dehydrate of the whole cache per change (TanStack/query #9775).
import type { QueryKey } from '@tanstack/react-query';
import { openCountersignDb, type CountersignDb, type PersistedQueryRecord } from '../../storage/db';
import { isQuotaError, persistStatus } from './persistStatus';

/** One query as saved: enough to put it back into the cache. */
export interface PersistedQuery {
  /** Saved with this app version; another version's entries are dropped. */
  buster: string;
  queryHash: string;
  queryKey: QueryKey;
  state: { data: unknown; dataUpdatedAt: number };
}

/** Options of createIdbQueryStorage. */
export interface CreateIdbQueryStorageParameters {
  /** Wait this long after the first pending write before writing (default 1000 ms). */
  debounceMs?: number;
  /** Opens the database (tests inject failing ones). */
  openDb?: () => Promise<CountersignDb>;
  /** Oldest share of records dropped once to make room after a quota error (default 0.25). */
  evictShare?: number;
}

/** The persister storage plus its write control. */
export interface IdbQueryStorage {
  /** The saved query of `queryHash` (pending writes included), or null. */
  getItem(queryHash: string): Promise<PersistedQuery | null>;
  /** Queues a save (coalesced with other saves of the same query). */
  setItem(queryHash: string, value: PersistedQuery): void;
  /** Queues a delete. */
  removeItem(queryHash: string): void;
  /** Every saved query, pending writes included. */
  entries(): Promise<PersistedQuery[]>;
  /** Writes every pending record now. */
  flush(): Promise<void>;
  /** Number of records waiting to be written. */
  pendingCount(): number;
}

/** `${chainId}:${safeAddress}` for a Safe-scoped gateway key, else `''`. */
export function safeKeyOf(queryKey: readonly unknown[]): string {
  // ['gateway', baseUrl, 'chain', chainId, 'safe', address, …] (see src/query/keys.ts)
  if (queryKey[2] === 'chain' && queryKey[4] === 'safe')
    return `${String(queryKey[3])}:${String(queryKey[5])}`;
  return '';
}

/** Creates the IndexedDB-backed, write-coalescing storage for experimental_createQueryPersister. */
export function createIdbQueryStorage({
  debounceMs = 1000,
  openDb = openCountersignDb,
  evictShare = 0.25,
}: CreateIdbQueryStorageParameters = {}): IdbQueryStorage {
  // queryHash → record to write, or null for a pending delete.
  const pending = new Map<string, PersistedQueryRecord | null>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  async function writeBatch(batch: Map<string, PersistedQueryRecord | null>): Promise<void> {
    const db = await openDb();
    const tx = db.transaction('queries', 'readwrite');
    const ops: Promise<unknown>[] = [];
    for (const [hash, record] of batch) {
      ops.push(record ? tx.store.put(record, hash) : tx.store.delete(hash));
    }
    // Marked handled now: when a put fails, `done` rejects after Promise.all has already settled.
    tx.done.catch(() => undefined);
    try {
      await Promise.all([...ops, tx.done]);
    } catch (error) {
      // Nothing of a failed batch may land half-written.
      try {
        tx.abort();
      } catch {
        // Already aborted by the failure itself.
      }
      throw error;
    }
  }

  async function evictOldest(): Promise<void> {
    const db = await openDb();
    const total = await db.count('queries');
    let toDrop = Math.max(1, Math.ceil(total * evictShare));
    const tx = db.transaction('queries', 'readwrite');
    let cursor = await tx.store.index('byUpdatedAt').openCursor();
    while (cursor && toDrop > 0) {
      await cursor.delete();
      toDrop -= 1;
      cursor = await cursor.continue();
    }
    await tx.done;
  }

  async function writeNow(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return;
    const batch = new Map(pending);
    pending.clear();
    try {
      await writeBatch(batch);
      if (persistStatus.get().kind !== 'ok') persistStatus.set({ kind: 'ok' });
    } catch (error) {
      if (!isQuotaError(error)) {
        persistStatus.set({ kind: 'error', message: describe(error), at: Date.now() });
        return;
      }
      // Full: drop the oldest saved queries once and retry; if still full, tell the user.
      try {
        await evictOldest();
        await writeBatch(batch);
        persistStatus.set({ kind: 'ok' });
      } catch (retryError) {
        persistStatus.set(
          isQuotaError(retryError)
            ? { kind: 'quota', at: Date.now() }
            : { kind: 'error', message: describe(retryError), at: Date.now() },
        );
      }
    }
  }

  function flush(): Promise<void> {
    // Serialised so two flushes never interleave their transactions out of order.
    writing = writing.then(writeNow, writeNow);
    return writing;
  }

  function schedule(): void {
    if (timer === undefined) timer = setTimeout(() => void flush(), debounceMs);
  }

  return {
    async getItem(hash) {
      if (pending.has(hash))
        return (pending.get(hash)?.query as PersistedQuery | undefined) ?? null;
      const db = await openDb();
      return ((await db.get('queries', hash))?.query as PersistedQuery | undefined) ?? null;
    },
    setItem(hash, value) {
      pending.set(hash, {
        query: value,
        safeKey: safeKeyOf(value.queryKey),
        updatedAt: Date.now(),
      });
      schedule();
    },
    removeItem(hash) {
      pending.set(hash, null);
      schedule();
    },
    async entries() {
      const db = await openDb();
      const tx = db.transaction('queries');
      const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()]);
      const merged = new Map<string, PersistedQuery | null>();
      keys.forEach((hash, index) => merged.set(hash, values[index]?.query as PersistedQuery));
      for (const [hash, record] of pending)
        merged.set(hash, (record?.query as PersistedQuery) ?? null);
      return [...merged.values()].filter((query): query is PersistedQuery => query != null);
    },
    flush,
    pendingCount: () => pending.size,
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}
