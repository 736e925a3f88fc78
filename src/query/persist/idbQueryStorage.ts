// The persister's storage: one IndexedDB record per query (store `queries`, key = queryHash), the
// PersistedQuery kept by structured clone (BigInt survives, no JSON). Writes are coalesced per key
// and flushed in one transaction after `debounceMs` (`firstSaveMs` for a query never saved yet), or
// at once when the page is hidden — never a dehydrate of the whole cache per change
// (TanStack/query #9775).
import type { QueryKey } from '@tanstack/react-query';
import { openCountersignDb, type CountersignDb, type PersistedQueryRecord } from '../../storage/db';
import { isQuotaError, persistStatus } from './persistStatus';
import { safeKeyOf } from '../keys';

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
  /**
   * Wait at most this long before writing a query this storage has never saved (default 100 ms):
   * someone who opens a screen and leaves within a second still has it offline.
   */
  firstSaveMs?: number;
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
  /**
   * Writes every pending record now. With the database already open, the transaction is created
   * before this returns (so it runs even when the page goes away right after); the promise
   * settles once this and every earlier write have landed.
   */
  flush(): Promise<void>;
  /** Number of records waiting to be written. */
  pendingCount(): number;
}

type Batch = Map<string, PersistedQueryRecord | null>;

/** Creates the IndexedDB-backed, write-coalescing storage for experimental_createQueryPersister. */
export function createIdbQueryStorage({
  debounceMs = 1000,
  firstSaveMs = 100,
  openDb = openCountersignDb,
  evictShare = 0.25,
}: CreateIdbQueryStorageParameters = {}): IdbQueryStorage {
  // queryHash → record to write, or null for a pending delete.
  const pending: Batch = new Map();
  // Hashes known to be in the store (read or written): their next save may wait for debounceMs.
  const saved = new Set<string>();
  // queryHash → number of its latest queued change; a retried batch never overwrites a newer one.
  const generation = new Map<string, number>();
  let changes = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerDue = Infinity;
  let writing: Promise<void> = Promise.resolve();
  // The open database, once known: a flush from a pagehide handler must create its transaction in
  // that same task (an `await` first, and the page may be gone before the transaction exists).
  let db: CountersignDb | undefined;

  const database = (): Promise<CountersignDb> =>
    openDb().then((opened) => {
      db = opened;
      return opened;
    });

  /** Starts the batch's transaction synchronously on `handle`; resolves once it committed. */
  function startBatch(handle: CountersignDb, batch: Batch): Promise<void> {
    const tx = handle.transaction('queries', 'readwrite');
    const ops: Promise<unknown>[] = [];
    for (const [hash, record] of batch) {
      ops.push(record ? tx.store.put(record, hash) : tx.store.delete(hash));
    }
    // Every request is made: commit now instead of when the page's event loop comes back to this
    // transaction (after a pagehide it may never come back, and the writes would be lost).
    if (typeof tx.commit === 'function') tx.commit();
    // Marked handled now: when a put fails, `done` rejects after Promise.all has already settled.
    tx.done.catch(() => undefined);
    return Promise.all([...ops, tx.done]).then(
      () => undefined,
      (error: unknown) => {
        // Nothing of a failed batch may land half-written.
        try {
          tx.abort();
        } catch {
          // Already aborted by the failure itself.
        }
        throw error;
      },
    );
  }

  /** Writes `batch`, synchronously started when the database handle is already known. */
  function writeBatch(batch: Batch): Promise<void> {
    if (db) {
      try {
        return startBatch(db, batch);
      } catch {
        // The handle was closed (another tab upgraded the schema): open it again below.
        db = undefined;
      }
    }
    return database().then((opened) => startBatch(opened, batch));
  }

  async function evictOldest(): Promise<void> {
    const handle = await database();
    const total = await handle.count('queries');
    let toDrop = Math.max(1, Math.ceil(total * evictShare));
    const tx = handle.transaction('queries', 'readwrite');
    let cursor = await tx.store.index('byUpdatedAt').openCursor();
    while (cursor && toDrop > 0) {
      await cursor.delete();
      toDrop -= 1;
      cursor = await cursor.continue();
    }
    await tx.done;
  }

  async function settle(batch: Batch, written: Promise<void>, marks: Map<string, number>) {
    try {
      await written;
      for (const [hash, record] of batch) {
        if (record) saved.add(hash);
        else saved.delete(hash);
      }
      if (persistStatus.get().kind !== 'ok') persistStatus.set({ kind: 'ok' });
    } catch (error) {
      if (!isQuotaError(error)) {
        persistStatus.set({ kind: 'error', message: describe(error), at: Date.now() });
        return;
      }
      // Full: drop the oldest saved queries once and retry; if still full, tell the user.
      try {
        await evictOldest();
        // Only what no later change has superseded (a later batch may have landed meanwhile).
        const retry: Batch = new Map(
          [...batch].filter(([hash]) => generation.get(hash) === marks.get(hash)),
        );
        if (retry.size > 0) await writeBatch(retry);
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
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    timerDue = Infinity;
    if (pending.size > 0) {
      const batch: Batch = new Map(pending);
      pending.clear();
      const marks = new Map([...batch.keys()].map((hash) => [hash, generation.get(hash) ?? 0]));
      // IndexedDB runs read-write transactions on one store in the order they were created, so
      // batches started one after another land in order without waiting for each other.
      let written: Promise<void>;
      try {
        written = writeBatch(batch);
      } catch (error) {
        written = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      const done = settle(batch, written, marks);
      writing = Promise.all([writing, done]).then(() => undefined);
    }
    return writing;
  }

  function schedule(delayMs: number): void {
    const due = Date.now() + delayMs;
    if (timer !== undefined && timerDue <= due) return;
    if (timer !== undefined) clearTimeout(timer);
    timerDue = due;
    timer = setTimeout(() => void flush(), delayMs);
    // Have the handle ready for a synchronous flush on pagehide.
    if (!db) void database().catch(() => undefined);
  }

  function queue(hash: string, record: PersistedQueryRecord | null): void {
    pending.set(hash, record);
    changes += 1;
    generation.set(hash, changes);
    schedule(saved.has(hash) ? debounceMs : Math.min(firstSaveMs, debounceMs));
  }

  return {
    async getItem(hash) {
      if (pending.has(hash))
        return (pending.get(hash)?.query as PersistedQuery | undefined) ?? null;
      const handle = await database();
      return ((await handle.get('queries', hash))?.query as PersistedQuery | undefined) ?? null;
    },
    setItem(hash, value) {
      queue(hash, { query: value, safeKey: safeKeyOf(value.queryKey), updatedAt: Date.now() });
    },
    removeItem(hash) {
      queue(hash, null);
    },
    async entries() {
      const handle = await database();
      const tx = handle.transaction('queries');
      const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()]);
      const merged = new Map<string, PersistedQuery | null>();
      keys.forEach((hash, index) => {
        saved.add(hash);
        merged.set(hash, values[index]?.query as PersistedQuery);
      });
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
