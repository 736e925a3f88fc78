// A full device while storing a gateway answer: the answer still reaches the page, the copy is
// pruned, and the windows are told (the storage notice), instead of failing silently.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { closeCountersignDb } from '../../../src/storage/db';
import type * as GatewayCacheStorage from '../../../src/storage/gatewayCache';

vi.mock('../../../src/storage/gatewayCache', async (importOriginal) => ({
  ...(await importOriginal<typeof GatewayCacheStorage>()),
  putGatewayCacheRecord: vi.fn(async () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }),
}));

const { networkFirst } = await import('../../../src/sw/gateway-cache');

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await closeCountersignDb();
});

it('reports QuotaExceededError through onQuota and still answers', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }),
    ),
  );
  const onQuota = vi.fn();
  const pending: Promise<unknown>[] = [];
  const response = await networkFirst(
    new Request('https://gateway.test/v1/chains'),
    (p) => pending.push(p),
    { onQuota, now: () => 42 },
  );
  expect(await response.json()).toEqual({ ok: true });
  await Promise.all(pending);
  expect(onQuota).toHaveBeenCalledWith(42);
});
