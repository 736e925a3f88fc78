#!/usr/bin/env node
// Read-side persistence benchmark. Prints figures only; never fails on a size or a time.
// 1. The seeded devnet Safes: every read-side query fetched through the real gateway client and
//    query options, persisted per query (src/query/persist), then restored into a fresh client:
//    records, persisted size (V8 structured-clone bytes, what IndexedDB stores) and restore time.
// 2. Per-save cost as the cache grows (1k → 5k queries): it must stay flat, unlike a whole-cache
//    dehydrate per change (TanStack/query #9775).
// IndexedDB here is fake-indexeddb (Node); Chromium's absolute times differ, the shape holds.
// The app's modules are TypeScript, so this file re-runs itself under tsx.
import { rerunUnderTsx } from './under-tsx.mjs';

rerunUnderTsx(import.meta.url, 'read-side');

await import('fake-indexeddb/auto');
const { serialize } = await import('node:v8');
const { performance } = await import('node:perf_hooks');
const { QueryClient } = await import('@tanstack/query-core');
const { startDevnet } = await import('../../devnet/devnet.ts');
const { createGatewayClient } = await import('../../src/gateway/index.ts');
const options = {
  ...(await import('../../src/query/options/index.ts')),
  // Lazy-screen options live outside the index (it is part of the first route).
  ...(await import('../../src/query/options/newTransaction.ts')),
};
const { setupQueryPersistence } = await import('../../src/query/persist/queryPersistence.ts');
const { createIdbQueryStorage } = await import('../../src/query/persist/idbQueryStorage.ts');
const { openCountersignDb, closeCountersignDb } = await import('../../src/storage/db.ts');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(2)} ms`;
const us = (value) => `${(value * 1000).toFixed(1)} µs`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function persistedFigures() {
  const db = await openCountersignDb();
  const records = await db.getAll('queries');
  const bytes = records.reduce((sum, record) => sum + serialize(record).length, 0);
  const slices = new Map();
  for (const record of records) {
    const key = record.safeKey || '(chain-wide)';
    slices.set(key, (slices.get(key) ?? 0) + serialize(record).length);
  }
  return { count: records.length, bytes, slices };
}

async function seededSafes() {
  const started = performance.now();
  const devnet = await startDevnet({ dataDir: null, port: 0 });
  console.info(
    `devnet started and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  try {
    const client = createGatewayClient({ baseUrl: devnet.gatewayUrl });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const persistence = setupQueryPersistence(queryClient, { buster: 'bench', target: null });
    const chainId = devnet.chainId.toString();
    const fetchStarted = performance.now();
    await queryClient.fetchInfiniteQuery(options.chainsQueryOptions(client));
    await queryClient.fetchQuery(options.fiatCurrenciesQueryOptions(client));
    const { main, legacy, migrated } = devnet.safes;
    for (const safe of [main, legacy, migrated]) {
      const ref = { chainId, safeAddress: safe.address };
      // Every option is built before any request leaves: a bad factory must fail here, not
      // mid-flight (the devnet would stop under the other requests and hide the cause).
      const single = [
        options.safeInfoQueryOptions(client, ref),
        options.balancesQueryOptions(client, ref),
        options.noncesQueryOptions(client, ref),
      ];
      const paged = [
        options.collectiblesQueryOptions(client, ref),
        options.transactionQueueQueryOptions(client, ref),
        options.historyQueryOptions(client, ref),
        options.safeMessagesQueryOptions(client, ref),
      ];
      // allSettled: the devnet stops only once no request of this Safe is in flight.
      const results = await Promise.allSettled([
        ...single.map((option) => queryClient.fetchQuery(option)),
        ...paged.map((option) => queryClient.fetchInfiniteQuery(option)),
      ]);
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }
    const fetchMs = performance.now() - fetchStarted;
    const flushStarted = performance.now();
    await persistence.flush();
    const flushMs = performance.now() - flushStarted;
    persistence.dispose();
    const { count, bytes, slices } = await persistedFigures();

    const restoreTimes = [];
    let restored = 0;
    for (let run = 0; run < 15; run += 1) {
      const fresh = new QueryClient();
      const restoring = setupQueryPersistence(fresh, { buster: 'bench', target: null });
      const t0 = performance.now();
      restored = await restoring.restore();
      restoreTimes.push(performance.now() - t0);
      restoring.dispose();
    }
    console.info('\n## Seeded Safes (3 Safes, every read-side query, first pages)\n');
    console.info(`| figure | value |\n|---|---|`);
    console.info(
      `| queries fetched through the gateway | ${queryClient.getQueryCache().getAll().length} (${ms(fetchMs)}) |`,
    );
    console.info(`| records persisted | ${count} |`);
    console.info(`| persisted size (structured clone) | ${kib(bytes)} |`);
    console.info(`| one flush of all pending saves | ${ms(flushMs)} |`);
    console.info(
      `| restore into a fresh client (median of 15) | ${ms(median(restoreTimes))} (${restored} queries) |`,
    );
    console.info(`| restore, slowest of 15 | ${ms(Math.max(...restoreTimes))} |`);
    for (const [slice, size] of slices) console.info(`| slice ${slice} | ${kib(size)} |`);
  } finally {
    await devnet.stop();
  }
}

async function perSaveCost() {
  console.info('\n## Cost of one save as the cache grows\n');
  console.info(
    '| queries in cache | one setQueryData + save (median of 200) | flush of 200 saves | restore all |',
  );
  console.info('|---|---|---|---|');
  for (const size of [1_000, 5_000]) {
    await closeCountersignDb();
    globalThis.indexedDB = new (await import('fake-indexeddb')).IDBFactory();
    const queryClient = new QueryClient();
    const storage = createIdbQueryStorage({ debounceMs: 60_000 });
    const persistence = setupQueryPersistence(queryClient, {
      buster: 'bench',
      target: null,
      storage,
    });
    const payload = {
      results: Array.from({ length: 20 }, (_, i) => ({ id: i, value: `${i}`.repeat(20) })),
    };
    for (let i = 0; i < size; i += 1) {
      queryClient.setQueryData(
        ['gateway', 'bench', 'chain', '1', 'safe', `0x${i}`, 'info'],
        payload,
      );
    }
    await storage.flush();
    const times = [];
    for (let i = 0; i < 200; i += 1) {
      const t0 = performance.now();
      queryClient.setQueryData(['gateway', 'bench', 'chain', '1', 'safe', `0x${i}`, 'info'], {
        ...payload,
        i,
      });
      times.push(performance.now() - t0);
    }
    const t1 = performance.now();
    await storage.flush();
    const flushMs = performance.now() - t1;
    persistence.dispose();
    const fresh = new QueryClient();
    const restoring = setupQueryPersistence(fresh, { buster: 'bench', target: null });
    const t2 = performance.now();
    const restored = await restoring.restore();
    const restoreMs = performance.now() - t2;
    restoring.dispose();
    console.info(
      `| ${size} | ${us(median(times))} | ${ms(flushMs)} | ${ms(restoreMs)} (${restored}) |`,
    );
  }
}

await seededSafes();
await perSaveCost();
await closeCountersignDb();
process.exit(0);
