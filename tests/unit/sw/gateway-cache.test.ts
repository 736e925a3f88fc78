// The worker's gateway route below the browser: which requests it may store, network first with a
// timeout, the stored copy (marked with its time) when the network fails or is slow, and that the
// page's request() reads that mark.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHED_AT_HEADER, cachedAtOf, createGatewayClient, request } from '../../../src/gateway';
import { closeCountersignDb } from '../../../src/storage/db';
import { getGatewayCacheRecord, putGatewayCacheRecord } from '../../../src/storage/gatewayCache';
import {
  fromCacheRecord,
  isCacheableRequest,
  isStorableResponse,
  networkFirst,
  toCacheRecord,
} from '../../../src/sw/gateway-cache';

const G = 'https://gateway.test';
const SAFE = '0x220866B1A2219f40e72f5c628B65D54268cA3A9D';
const URL_ = `${G}/v1/chains/1/safes/${SAFE}/transactions/history`;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

/** Runs `networkFirst` and collects the writes it hands to waitUntil. */
async function serve(req: Request, options: Parameters<typeof networkFirst>[2] = {}) {
  const pending: Promise<unknown>[] = [];
  const response = await networkFirst(req, (p) => pending.push(p), options);
  await Promise.all(pending);
  return response;
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await closeCountersignDb();
});

describe('isCacheableRequest', () => {
  it('takes plain GETs to the gateway API, with or without a path prefix', () => {
    expect(isCacheableRequest(new Request(URL_), G)).toBe(true);
    const withJson = new Request(URL_, { headers: { 'Content-Type': 'application/json' } });
    expect(isCacheableRequest(withJson, G)).toBe(true);
    expect(
      isCacheableRequest(new Request('https://h.test/cgw/v1/chains'), 'https://h.test/cgw'),
    ).toBe(true);
  });

  it('passes writes, other origins, non-API paths and look-alike hosts through', () => {
    expect(isCacheableRequest(new Request(URL_, { method: 'POST', body: '{}' }), G)).toBe(false);
    expect(isCacheableRequest(new Request(URL_, { method: 'DELETE' }), G)).toBe(false);
    expect(isCacheableRequest(new Request(`https://other.test/v1/chains`), G)).toBe(false);
    expect(isCacheableRequest(new Request(`${G}.evil.test/v1/chains`), G)).toBe(false);
    expect(isCacheableRequest(new Request(`${G}/about`), G)).toBe(false);
  });

  it('never takes requests that carry credentials or auth-like headers', () => {
    for (const name of ['Authorization', 'X-Api-Key', 'Safe-Wallet-Signature', 'X-Auth-Token']) {
      expect(isCacheableRequest(new Request(URL_, { headers: { [name]: 'x' } }), G)).toBe(false);
    }
    expect(isCacheableRequest(new Request(URL_, { credentials: 'include' }), G)).toBe(false);
  });
});

describe('stored copies', () => {
  it('stores 2xx JSON answers only', () => {
    expect(isStorableResponse(json({}))).toBe(true);
    expect(isStorableResponse(json({}, 404))).toBe(false);
    expect(
      isStorableResponse(new Response('<html>', { headers: { 'content-type': 'text/html' } })),
    ).toBe(false);
  });

  it('a stored copy answers with its body, status and the cached-at header, exposed to CORS', async () => {
    const record = toCacheRecord(URL_, json({}), bytes('{"a":1}'), 1234);
    expect(record).toMatchObject({ safeKey: `1:${SAFE}`, size: 7, storedAt: 1234, status: 200 });
    const response = fromCacheRecord(record);
    expect(response.headers.get(CACHED_AT_HEADER)).toBe('1234');
    expect(response.headers.get('Access-Control-Expose-Headers')).toBe(CACHED_AT_HEADER);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ a: 1 });
    // Serving twice works: the stored buffer is not handed out (and detached) itself.
    expect(await fromCacheRecord(record).text()).toBe('{"a":1}');
  });
});

describe('networkFirst', () => {
  it('answers from the network and stores the answer with its time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ fresh: true })),
    );
    const response = await serve(new Request(URL_), { now: () => 5_000 });
    expect(response.headers.get(CACHED_AT_HEADER)).toBeNull();
    expect(await response.json()).toEqual({ fresh: true });
    const stored = await getGatewayCacheRecord(URL_, { now: 5_000 });
    expect(stored?.storedAt).toBe(5_000);
    expect(new TextDecoder().decode(stored!.body)).toBe('{"fresh":true}');
  });

  it('does not store errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ code: 1, message: 'x' }, 500)),
    );
    expect((await serve(new Request(URL_))).status).toBe(500);
    expect(await getGatewayCacheRecord(URL_)).toBeUndefined();
  });

  it('offline, serves the stored copy marked with its time', async () => {
    await putGatewayCacheRecord(
      toCacheRecord(URL_, json({}), bytes('{"old":true}'), Date.now() - 60_000),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const response = await serve(new Request(URL_));
    expect(Number(response.headers.get(CACHED_AT_HEADER))).toBeLessThan(Date.now() - 59_000);
    expect(await response.json()).toEqual({ old: true });
  });

  it('serves the stored copy when the network is slower than the timeout', async () => {
    const storedAt = Date.now() - 1_000;
    await putGatewayCacheRecord(toCacheRecord(URL_, json({}), bytes('{"old":true}'), storedAt));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const response = await serve(new Request(URL_), { timeoutMs: 20 });
    expect(response.headers.get(CACHED_AT_HEADER)).toBe(String(storedAt));
  });

  it('without a copy, waits for the slow network, and fails like the network when it fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () => new Promise<Response>((resolve) => setTimeout(() => resolve(json({ late: 1 })), 60)),
      ),
    );
    expect(await (await serve(new Request(URL_), { timeoutMs: 10 })).json()).toEqual({ late: 1 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(serve(new Request(`${URL_}?other`))).rejects.toThrow('Failed to fetch');
  });

  it('never serves a copy older than the age limit', async () => {
    const old = Date.now() - 31 * 24 * 60 * 60 * 1000;
    await putGatewayCacheRecord(toCacheRecord(URL_, json({}), bytes('{}'), old));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(serve(new Request(URL_))).rejects.toThrow('Failed to fetch');
  });
});

describe('the page reads the mark', () => {
  it('request() remembers the stored time of a cached answer, not of a fresh one', async () => {
    const cached = fromCacheRecord(toCacheRecord(URL_, json({}), bytes('{"n":1}'), 777));
    const client = createGatewayClient({ baseUrl: G, fetch: async () => cached });
    const body = await request<{ n: number }>(client, { method: 'GET', path: '/v1/x' });
    expect(body.n).toBe(1);
    expect(cachedAtOf(body)).toBe(777);
    const fresh = createGatewayClient({ baseUrl: G, fetch: async () => json({ n: 2 }) });
    expect(cachedAtOf(await request(fresh, { method: 'GET', path: '/v1/x' }))).toBeUndefined();
  });
});
