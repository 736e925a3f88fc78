// Per-query persistence: saves coalesce, flush on page hide, restore before render without calling
// the queryFn, expiry and buster, BigInt by structured clone, and a full disk shown, not swallowed.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeCountersignDb,
  openCountersignDb,
  type CountersignDb,
} from '../../../../src/storage/db';
import { createIdbQueryStorage } from '../../../../src/query/persist/idbQueryStorage';
import { safeKeyOf } from '../../../../src/query/keys';
import { forgetSafeData } from '../../../../src/query/persist/forgetSafe';
import { persistStatus } from '../../../../src/query/persist/persistStatus';
import { setupQueryPersistence, withTimeout } from '../../../../src/query/persist/queryPersistence';

const SAFE = '0x1111111111111111111111111111111111111111';
const infoKey = ['gateway', 'http://gw', 'chain', '1', 'safe', SAFE, 'info'];

function fakePage() {
  const doc = new EventTarget() as EventTarget & { visibilityState: string };
  doc.visibilityState = 'visible';
  const win = new EventTarget();
  return {
    target: { document: doc as unknown as Document, window: win as unknown as Window },
    hide() {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    pagehide: () => win.dispatchEvent(new Event('pagehide')),
  };
}

/**
 * A database opener for a page that can go away: once `leave()` is called nothing opens any more
 * (the page's later tasks never run) and the open connection closes, finishing only the
 * transactions that already exist.
 */
function leavingPage() {
  let gone = false;
  return {
    openDb: (): Promise<CountersignDb> =>
      gone ? new Promise<CountersignDb>(() => undefined) : openCountersignDb(),
    async leave(connection: CountersignDb) {
      gone = true;
      connection.close();
      await closeCountersignDb();
    },
  };
}

async function storedCount(): Promise<number> {
  return (await openCountersignDb()).count('queries');
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  persistStatus.set({ kind: 'ok' });
});
afterEach(async () => {
  vi.useRealTimers();
  await closeCountersignDb();
});

describe('query persistence', () => {
  it('restores a saved query in a new client without calling its queryFn', async () => {
    const page = fakePage();
    const first = new QueryClient();
    const persistence = setupQueryPersistence(first, {
      buster: 'v1',
      target: page.target,
      storage: createIdbQueryStorage({ debounceMs: 10_000 }),
    });
    const data = { nonce: 7, balance: 12345678901234567890123n };
    await first.fetchQuery({ queryKey: infoKey, queryFn: () => data });
    await persistence.flush();
    persistence.dispose();

    const second = new QueryClient();
    const restoredPersistence = setupQueryPersistence(second, { buster: 'v1', target: null });
    expect(await restoredPersistence.restore()).toBe(1);
    // Restored data counts as stale: a screen mounting it shows it at once and refreshes it.
    expect(second.getQueryState(infoKey)?.isInvalidated).toBe(true);
    const queryFn = vi.fn(() => new Promise<typeof data>(() => undefined));
    const observer = new QueryObserver(second, { queryKey: infoKey, queryFn, staleTime: 30_000 });
    const stop = observer.subscribe(() => undefined);
    const result = observer.getCurrentResult();
    expect(queryFn).toHaveBeenCalledOnce();
    // The gateway (queryFn) has not answered, yet the screen has the saved data.
    expect(result.data).toEqual(data);
    expect(typeof result.data?.balance).toBe('bigint');
    expect(result.isFetching).toBe(true);
    stop();
    const restoredAt = second.getQueryState(infoKey)?.dataUpdatedAt;
    expect(restoredAt).toBe(first.getQueryState(infoKey)?.dataUpdatedAt);
  });

  it('records the Safe slice and never persists non-gateway keys', async () => {
    const client = new QueryClient();
    const persistence = setupQueryPersistence(client, { buster: 'v1', target: null });
    await client.fetchQuery({ queryKey: infoKey, queryFn: () => 1 });
    await client.fetchQuery({ queryKey: ['address-book', '1'], queryFn: () => [] });
    await persistence.flush();
    const db = await openCountersignDb();
    const records = await db.getAll('queries');
    expect(records).toHaveLength(1);
    expect(records[0]?.safeKey).toBe(`1:${SAFE}`);
    expect(safeKeyOf(['gateway', 'u', 'chains'])).toBe('');
  });

  it('coalesces saves until the debounce time and writes once', async () => {
    // Only the write timers are faked: fake-indexeddb schedules its own work with setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const storage = createIdbQueryStorage({ debounceMs: 1000 });
    const client = new QueryClient();
    setupQueryPersistence(client, { buster: 'v1', target: null, storage });
    for (let nonce = 0; nonce < 5; nonce += 1) client.setQueryData(infoKey, { nonce });
    expect(storage.pendingCount()).toBe(1);
    vi.useRealTimers();
    expect(await storedCount()).toBe(0);
    await storage.flush();
    expect(await storedCount()).toBe(1);
    expect(
      ((await storage.getItem(JSON.stringify(infoKey)))?.state.data as { nonce: number }).nonce,
    ).toBe(4);
  });

  it('writes after the debounce delay on its own', async () => {
    const storage = createIdbQueryStorage({ debounceMs: 20 });
    const client = new QueryClient();
    setupQueryPersistence(client, { buster: 'v1', target: null, storage });
    client.setQueryData(infoKey, { nonce: 1 });
    expect(await storedCount()).toBe(0);
    await vi.waitFor(async () => expect(await storedCount()).toBe(1));
  });

  it('flushes at once when the page is hidden and on pagehide', async () => {
    const page = fakePage();
    const storage = createIdbQueryStorage({ debounceMs: 60_000 });
    const client = new QueryClient();
    setupQueryPersistence(client, { buster: 'v1', target: page.target, storage });
    client.setQueryData(infoKey, { nonce: 1 });
    page.hide();
    await vi.waitFor(async () => expect(await storedCount()).toBe(1));
    client.setQueryData(['gateway', 'http://gw', 'chains'], []);
    page.pagehide();
    await vi.waitFor(async () => expect(await storedCount()).toBe(2));
  });

  it('a save queued just before the page is hidden is in IndexedDB, with no timer firing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const page = fakePage();
    const leaving = leavingPage();
    const storage = createIdbQueryStorage({
      debounceMs: 60_000,
      firstSaveMs: 60_000,
      openDb: leaving.openDb,
    });
    const client = new QueryClient();
    const persistence = setupQueryPersistence(client, {
      buster: 'v1',
      target: page.target,
      storage,
    });
    await persistence.restore(); // as at start-up: the database is open from here on
    const connection = await openCountersignDb();
    client.setQueryData(infoKey, { nonce: 1 });
    page.hide();
    await leaving.leave(connection);
    vi.useRealTimers();
    expect(await storedCount()).toBe(1);
  });

  it('a pagehide flush writes in the same task, also for a second batch', async () => {
    const page = fakePage();
    const leaving = leavingPage();
    const storage = createIdbQueryStorage({
      debounceMs: 60_000,
      firstSaveMs: 60_000,
      openDb: leaving.openDb,
    });
    const client = new QueryClient();
    const persistence = setupQueryPersistence(client, {
      buster: 'v1',
      target: page.target,
      storage,
    });
    await persistence.restore();
    client.setQueryData(infoKey, { nonce: 1 });
    await persistence.flush();
    const connection = await openCountersignDb();
    client.setQueryData(infoKey, { nonce: 2 });
    client.setQueryData(['gateway', 'http://gw', 'chains'], []);
    page.pagehide();
    await leaving.leave(connection);
    expect(await storedCount()).toBe(2);
    const reopened = createIdbQueryStorage();
    expect((await reopened.getItem(JSON.stringify(infoKey)))?.state.data).toEqual({ nonce: 2 });
  });

  it('writes the first save of a query promptly, later saves after the debounce time', async () => {
    const storage = createIdbQueryStorage({ debounceMs: 60_000, firstSaveMs: 20 });
    const client = new QueryClient();
    setupQueryPersistence(client, { buster: 'v1', target: null, storage });
    client.setQueryData(infoKey, { nonce: 1 });
    await vi.waitFor(async () => expect(await storedCount()).toBe(1));
    await vi.waitFor(() => expect(storage.pendingCount()).toBe(0));
    await storage.flush();
    client.setQueryData(infoKey, { nonce: 2 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Already saved once: this change waits for the coalescing delay (or a hide).
    expect(storage.pendingCount()).toBe(1);
    expect((await storage.getItem(JSON.stringify(infoKey)))?.state.data).toEqual({ nonce: 2 });
  });

  it('drops entries past maxAge or from another app version', async () => {
    let now = 1_000_000;
    const client = new QueryClient();
    const persistence = setupQueryPersistence(client, { buster: 'v1', target: null });
    client.setQueryData(infoKey, 1, { updatedAt: now });
    await persistence.flush();

    const other = setupQueryPersistence(new QueryClient(), { buster: 'v2', target: null });
    expect(await other.restore()).toBe(0);
    const late = setupQueryPersistence(new QueryClient(), {
      buster: 'v1',
      maxAge: 1000,
      target: null,
      now: () => now,
    });
    now += 1001;
    expect(await late.restore()).toBe(0);
    expect(await late.gc()).toBe(1);
    expect(await storedCount()).toBe(0);
  });

  it('surfaces a full disk as UI state after trying to make room', async () => {
    const real = await openCountersignDb();
    const quota = new DOMException('full', 'QuotaExceededError');
    // A database whose writes always fail for lack of space.
    const full = new Proxy(real, {
      get(target, prop, receiver) {
        if (prop === 'transaction') {
          return (store: 'queries', mode?: IDBTransactionMode) => {
            if (mode === 'readwrite') {
              const tx = real.transaction(store, 'readwrite');
              return {
                store: {
                  put: () => Promise.reject(quota),
                  delete: () => Promise.resolve(),
                  index: () => ({ openCursor: () => Promise.resolve(null) }),
                },
                done: Promise.resolve(tx.done).then(() => undefined),
              };
            }
            return real.transaction(store, mode);
          };
        }
        return Reflect.get(target, prop, receiver) as unknown;
      },
    }) as CountersignDb;
    const storage = createIdbQueryStorage({ openDb: () => Promise.resolve(full) });
    const client = new QueryClient();
    setupQueryPersistence(client, { buster: 'v1', target: null, storage });
    client.setQueryData(infoKey, { nonce: 1 });
    await storage.flush();
    expect(persistStatus.get().kind).toBe('quota');
  });

  it('evicts the oldest saved queries to make room, then saves', async () => {
    const storage = createIdbQueryStorage({ evictShare: 0.5 });
    const client = new QueryClient();
    setupQueryPersistence(client, { buster: 'v1', target: null, storage });
    client.setQueryData(['gateway', 'u', 'old'], 1);
    await storage.flush();
    await new Promise((resolve) => setTimeout(resolve, 5));
    client.setQueryData(['gateway', 'u', 'newer'], 2);
    await storage.flush();
    const real = await openCountersignDb();
    let failures = 1;
    // The first write transaction fails for lack of space; later ones (eviction, retry) are real.
    const flaky = new Proxy(real, {
      get(target, prop, receiver) {
        if (prop === 'transaction') {
          return (store: 'queries', mode?: IDBTransactionMode) => {
            const tx = real.transaction(store, mode);
            if (mode !== 'readwrite' || failures === 0) return tx;
            failures -= 1;
            return {
              done: tx.done,
              store: {
                put: () => {
                  tx.abort();
                  return Promise.reject(new DOMException('full', 'QuotaExceededError'));
                },
              },
            };
          };
        }
        return Reflect.get(target, prop, receiver) as unknown;
      },
    }) as CountersignDb;
    const flakyStorage = createIdbQueryStorage({
      openDb: () => Promise.resolve(flaky),
      evictShare: 0.5,
    });
    flakyStorage.setItem('"x"', {
      buster: '',
      queryHash: '["gateway","u","x"]',
      queryKey: ['gateway', 'u', 'x'],
      state: { data: 3, dataUpdatedAt: Date.now() },
    });
    await flakyStorage.flush().catch(() => undefined);
    expect(persistStatus.get().kind).toBe('ok');
    const keys = await real.getAllKeys('queries');
    expect(keys).not.toContain('["gateway","u","old"]');
    expect(keys).toContain('"x"');
  });

  it("keeps the chain's read of a Safe's state (and no other chain read), in the Safe's slice", async () => {
    const client = new QueryClient();
    const persistence = setupQueryPersistence(client, { buster: 'v1', target: null });
    const stateKey = ['chain-rpc', 'http://rpc', '1', 'safe', SAFE, 'state', ''];
    const signaturesKey = ['chain-rpc', 'http://rpc', '1', 'safe', SAFE, 'signatures', '0x', ''];
    const state = { state: { nonce: 4n, threshold: 2n }, blockNumber: 99n };
    await client.fetchQuery({ queryKey: stateKey, queryFn: () => state });
    await client.fetchQuery({ queryKey: signaturesKey, queryFn: () => 'not kept' });
    await persistence.flush();
    const records = await (await openCountersignDb()).getAll('queries');
    expect(records.map((record) => record.safeKey)).toEqual([`1:${SAFE}`]);

    const next = new QueryClient();
    expect(await setupQueryPersistence(next, { buster: 'v1', target: null }).restore()).toBe(1);
    expect(next.getQueryData(stateKey)).toEqual(state);
    // Forgetting the Safe forgets what the chain said about it too.
    expect(await forgetSafeData(next, { chainId: '1', safeAddress: SAFE })).toBe(1);
    expect(next.getQueryData(stateKey)).toBeUndefined();
  });

  it('forgets one Safe: its slice goes from IndexedDB and the cache, other data stays', async () => {
    const client = new QueryClient();
    const persistence = setupQueryPersistence(client, { buster: 'v1', target: null });
    const other = ['gateway', 'http://gw', 'chain', '1', 'safe', '0x2222', 'info'];
    client.setQueryData(infoKey, 1);
    client.setQueryData([...infoKey.slice(0, 6), 'balances', 'usd'], 2);
    client.setQueryData(other, 3);
    client.setQueryData(['gateway', 'http://gw', 'chains'], 4);
    await persistence.flush();
    expect(await forgetSafeData(client, { chainId: '1', safeAddress: SAFE })).toBe(2);
    expect(await storedCount()).toBe(2);
    expect(client.getQueryData(infoKey)).toBeUndefined();
    expect(client.getQueryData(other)).toBe(3);
  });

  it('never blocks start-up: a hanging restore resolves with the fallback', async () => {
    const hanging = new Promise<number>(() => undefined);
    expect(await withTimeout(hanging, 20, 0)).toBe(0);
    expect(await withTimeout(Promise.reject(new Error('broken')), 1000, -1)).toBe(-1);
  });
});
