import { describe, expect, it, vi } from 'vitest';
import { WASM_CACHE, cacheFirstWasm, isBuiltWasm } from '../../../src/sw/wasm-cache';

/** A CacheStorage of one named cache, by URL, enough for the route. */
function fakeCaches() {
  const entries = new Map<string, Response>();
  const opened: string[] = [];
  const cache = {
    match: async (request: Request) => entries.get(request.url)?.clone(),
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
    delete: async (request: Request) => entries.delete(request.url),
    put: async (request: Request, response: Response) => void entries.set(request.url, response),
  };
  const storage = {
    open: async (name: string) => {
      opened.push(name);
      return cache;
    },
  } as unknown as CacheStorage;
  return { storage, entries, opened };
}

const ORIGIN = 'https://app.example';

describe('the QR decoder’s wasm route', () => {
  it('takes only same-origin GETs of .wasm files', () => {
    expect(isBuiltWasm(new Request(`${ORIGIN}/assets/zxing_reader-abc.wasm`), ORIGIN)).toBe(true);
    expect(isBuiltWasm(new Request(`https://cdn.example/zxing_reader.wasm`), ORIGIN)).toBe(false);
    expect(isBuiltWasm(new Request(`${ORIGIN}/assets/index-abc.js`), ORIGIN)).toBe(false);
    expect(
      isBuiltWasm(new Request(`${ORIGIN}/assets/a.wasm`, { method: 'POST', body: 'x' }), ORIGIN),
    ).toBe(false);
  });

  it('keeps the first good answer and serves it offline, replacing an older build’s file', async () => {
    const { storage, entries, opened } = fakeCaches();
    entries.set(`${ORIGIN}/assets/zxing_reader-old.wasm`, new Response('old'));
    const fetcher = vi.fn(async () => new Response('wasm bytes', { status: 200 }));
    const request = new Request(`${ORIGIN}/assets/zxing_reader-new.wasm`);
    expect(await (await cacheFirstWasm(request, storage, fetcher)).text()).toBe('wasm bytes');
    expect([...entries.keys()]).toEqual([request.url]);
    expect(opened).toContain(WASM_CACHE);

    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await (await cacheFirstWasm(request, storage, offline)).text()).toBe('wasm bytes');
    expect(offline).not.toHaveBeenCalled();
  });

  it('does not keep an error answer', async () => {
    const { storage, entries } = fakeCaches();
    const request = new Request(`${ORIGIN}/assets/zxing_reader-new.wasm`);
    const response = await cacheFirstWasm(
      request,
      storage,
      async () => new Response('nope', { status: 503 }),
    );
    expect(response.status).toBe(503);
    expect(entries.size).toBe(0);
  });
});
