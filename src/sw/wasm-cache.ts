// The QR decoder's WebAssembly (about 1 MB) is not precached: most users never scan. The first
// scan online keeps it here, so a later scan works offline (an air-gapped signer's phone often is).
// Built file names carry a content hash, so a kept copy never goes stale; a newer build's file
// replaces the older ones. No worker types here (unit tests import it); wasm-route.ts wires it.

/** The cache that holds the built `.wasm` files. */
export const WASM_CACHE = 'countersign-wasm-v1';

/** True for a same-origin GET of a built `.wasm` file. */
export function isBuiltWasm(request: Request, origin: string): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === origin && url.pathname.endsWith('.wasm');
}

/** Answers from the kept copy, else from the network, keeping a good answer (and only it). */
export async function cacheFirstWasm(
  request: Request,
  storage: CacheStorage,
  fetcher: (request: Request) => Promise<Response> = fetch,
): Promise<Response> {
  const cache = await storage.open(WASM_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetcher(request);
  if (response.ok) {
    for (const old of await cache.keys()) {
      if (old.url !== request.url) await cache.delete(old);
    }
    await cache.put(request, response.clone());
  }
  return response;
}
