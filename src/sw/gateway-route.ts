// Wires the gateway copy (gateway-cache.ts) to the worker's fetch event, and a full device to a
// message every window shows as the storage notice.
import { GATEWAY_CACHE_QUOTA_MESSAGE } from '../storage/quota';
import { currentGatewayBase } from './gateway-base';
import { isCacheableRequest, networkFirst } from './gateway-cache';
import { postToClients } from './notify';

// A path with a `/v1/`-like segment: the only requests worth the asynchronous gateway check.
const API_PATH = /\/v\d+\//;

/** Registers the fetch route for gateway GETs. */
export function installGatewayCache(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    // Cheap checks first, synchronously: everything else is left to the browser (and workbox).
    if (request.method !== 'GET' || request.mode === 'navigate') return;
    if (!API_PATH.test(new URL(request.url).pathname)) return;
    event.respondWith(
      currentGatewayBase().then((base) =>
        isCacheableRequest(request, base)
          ? networkFirst(request, (promise) => event.waitUntil(promise), {
              onQuota: (at) => postToClients(scope, { type: GATEWAY_CACHE_QUOTA_MESSAGE, at }),
            })
          : fetch(request),
      ),
    );
  });
}
