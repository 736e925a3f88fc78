// Wires the kept copy of the QR decoder's wasm (wasm-cache.ts) to the worker's fetch event.
import { cacheFirstWasm, isBuiltWasm } from './wasm-cache';

/** Registers the fetch route for the built `.wasm` files. */
export function installWasmCache(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('fetch', (event) => {
    if (!isBuiltWasm(event.request, scope.location.origin)) return;
    event.respondWith(cacheFirstWasm(event.request, scope.caches));
  });
}
