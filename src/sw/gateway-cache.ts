// Gateway GETs, network first: a 2xx JSON answer is stored in IndexedDB with its time; when the
// network fails or takes longer than GATEWAY_TIMEOUT_MS the stored copy answers, marked with
// CACHED_AT_HEADER so screens say how old it is. Writes (POST, DELETE…), other origins and requests
// that carry credentials pass through untouched and are never stored. No worker types here (unit
// tests import it); gateway-route.ts wires it to the fetch event.
import { CACHED_AT_HEADER } from '../gateway/cachedAt';
import {
  gatewayCacheSafeKey,
  getGatewayCacheRecord,
  pruneGatewayCache,
  putGatewayCacheRecord,
  type GatewayCacheRecord,
} from '../storage/gatewayCache';
import { isQuotaError } from '../storage/quota';

/** How long the network may take before the stored copy answers (the network keeps going). */
export const GATEWAY_TIMEOUT_MS = 4_000;
/** Pruning (age and size limits) runs at most this often, after a write. */
const PRUNE_EVERY_MS = 60_000;

// Header names that carry credentials or signatures: such answers are personal, never stored.
const PRIVATE_HEADER = /auth|token|cookie|signature|key|session/i;

/** True when the worker may store and serve `request`: a plain GET to the gateway's API paths. */
export function isCacheableRequest(
  request: Pick<Request, 'method' | 'url' | 'headers' | 'credentials'>,
  gatewayBase: string,
): boolean {
  if (request.method !== 'GET' || request.credentials === 'include') return false;
  if (!request.url.startsWith(`${gatewayBase}/`)) return false;
  const path = request.url.slice(gatewayBase.length);
  if (!/^\/v\d+\//.test(path)) return false;
  let personal = false;
  request.headers.forEach((_value, name) => {
    if (PRIVATE_HEADER.test(name)) personal = true;
  });
  return !personal;
}

/** True for an answer worth storing: 2xx with a JSON body. */
export function isStorableResponse(response: Pick<Response, 'status' | 'headers'>): boolean {
  const type = response.headers.get('content-type') ?? '';
  return response.status >= 200 && response.status < 300 && /[/+]json\b/i.test(type);
}

/** The record that stores `response` (its body already read) for `url`. */
export function toCacheRecord(
  url: string,
  response: Pick<Response, 'status' | 'headers'>,
  body: ArrayBuffer,
  storedAt: number,
): GatewayCacheRecord {
  return {
    url,
    safeKey: gatewayCacheSafeKey(url),
    status: response.status,
    headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' },
    body,
    size: body.byteLength,
    storedAt,
  };
}

/** The stored copy as a response, marked with its time (and the header exposed to the page). */
export function fromCacheRecord(record: GatewayCacheRecord): Response {
  const headers = new Headers(record.headers);
  headers.set(CACHED_AT_HEADER, String(record.storedAt));
  // The page's request is cross-origin (CORS): only exposed headers are readable there.
  headers.set('Access-Control-Expose-Headers', CACHED_AT_HEADER);
  return new Response(record.body.slice(0), { status: record.status, headers });
}

let lastPrune = 0;

/** Called when the device is out of space for the copy (the windows show a notice). */
export type OnQuota = (at: number) => Promise<void> | void;

/** Stores one answer; prunes now and then; reports a full device through `onQuota`. */
async function store(
  url: string,
  response: Response,
  now: number,
  onQuota: OnQuota,
): Promise<void> {
  try {
    const body = await response.arrayBuffer();
    await putGatewayCacheRecord(toCacheRecord(url, response, body, now));
    if (now - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now;
      await pruneGatewayCache({ now });
    }
  } catch (error) {
    if (!isQuotaError(error)) {
      console.warn('Gateway answer not stored', error);
      return;
    }
    // Out of space: make room by the usual rule and say so; this answer stays unsaved.
    lastPrune = now;
    await pruneGatewayCache({ now }).catch(() => undefined);
    await onQuota(now);
  }
}

/** Resolves with undefined after `ms`. */
const timeout = (ms: number) =>
  new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms));

/** Network first with a timeout; the stored copy on failure or timeout; stores fresh answers. */
export async function networkFirst(
  request: Request,
  waitUntil: (promise: Promise<unknown>) => void,
  {
    timeoutMs = GATEWAY_TIMEOUT_MS,
    now = Date.now,
    onQuota = () => undefined,
  }: { timeoutMs?: number; now?: () => number; onQuota?: OnQuota } = {},
): Promise<Response> {
  const url = request.url;
  const network = fetch(request).then((response) => {
    if (isStorableResponse(response)) waitUntil(store(url, response.clone(), now(), onQuota));
    return response;
  });
  // A failure is handled below; this keeps a late rejection (after a timeout) from being unhandled.
  network.catch(() => undefined);
  const first = await Promise.race([network.catch(() => null), timeout(timeoutMs)]);
  if (first) return first;
  const copy = await getGatewayCacheRecord(url, { now: now() }).catch(() => undefined);
  if (copy) return fromCacheRecord(copy);
  // Nothing stored: the network (slow, or failed) is the only answer there is.
  return network;
}
