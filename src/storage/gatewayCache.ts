// The service worker's copy of gateway GET responses (the `gatewayCache` store): written after each
// 2xx JSON answer, read when the network fails or is too slow. Plain IndexedDB, no worker types, so
// the page (clearing, forgetting a Safe) and unit tests use the same functions.
import { getAddress } from 'ethers';
import { openCountersignDb, type CountersignDb, type GatewayCacheRecord } from './db';

export type { GatewayCacheRecord };

type Db = () => Promise<CountersignDb>;

/** Responses older than this are deleted (and never served). */
export const GATEWAY_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Above this many body bytes in total, whole Safes are evicted, least recently stored first. */
export const GATEWAY_CACHE_MAX_BYTES = 50 * 1024 * 1024;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
// Transaction ids of the gateway carry the Safe: `multisig_<safe>_<hash>`, `module_<safe>_<…>`, …
const TX_ID_SAFE = /^[a-z]+_(0x[0-9a-fA-F]{40})_/;

/** `${chainId}:${checksummed address}`, the slice the read side's persisted queries use too. */
function slice(chainId: string, address: string): string {
  return `${chainId}:${getAddress(address.toLowerCase())}`;
}

/**
 * The Safe a gateway URL belongs to, as `${chainId}:${checksummed address}`, or `''` for app-wide
 * data (chains, a message by hash). Reads `/chains/{id}/safes/{address}/…`,
 * `/chains/{id}/transactions/{safe}/…` and transaction ids that embed the Safe; a prefix before
 * `/v1` (a gateway behind a path) is allowed.
 */
export function gatewayCacheSafeKey(url: string): string {
  let segments: string[];
  try {
    segments = new URL(url).pathname.split('/').filter(Boolean);
  } catch {
    return '';
  }
  const chains = segments.indexOf('chains');
  const chainId = segments[chains + 1];
  if (chains < 0 || chainId === undefined || !/^\d+$/.test(chainId)) return '';
  const kind = segments[chains + 2];
  const id = decodeURIComponent(segments[chains + 3] ?? '');
  if (kind === 'safes' && ADDRESS.test(id)) return slice(chainId, id);
  if (kind === 'transactions') {
    if (ADDRESS.test(id)) return slice(chainId, id);
    const embedded = TX_ID_SAFE.exec(id)?.[1];
    if (embedded) return slice(chainId, embedded);
  }
  return '';
}

/** The stored response for `url`, if any and not older than `maxAgeMs`. */
export async function getGatewayCacheRecord(
  url: string,
  {
    now = Date.now(),
    maxAgeMs = GATEWAY_CACHE_MAX_AGE_MS,
    db = openCountersignDb,
  }: { now?: number; maxAgeMs?: number; db?: Db } = {},
): Promise<GatewayCacheRecord | undefined> {
  const record = await (await db()).get('gatewayCache', url);
  return record && now - record.storedAt <= maxAgeMs ? record : undefined;
}

/** Stores (or replaces) one response. Throws the browser's QuotaExceededError when full. */
export async function putGatewayCacheRecord(
  record: GatewayCacheRecord,
  { db = openCountersignDb }: { db?: Db } = {},
): Promise<void> {
  await (await db()).put('gatewayCache', record);
}

/** What one prune deleted. */
export type PruneResult = { expired: number; evictedSafes: string[]; totalBytes: number };

/**
 * Deletes expired responses, then — while the rest is above `maxBytes` — every response of the
 * Safe stored least recently (one Safe at a time, so a Safe is either whole or gone offline).
 * App-wide responses (`''`, the chains a Safe needs to open) go last.
 */
export async function pruneGatewayCache({
  now = Date.now(),
  maxAgeMs = GATEWAY_CACHE_MAX_AGE_MS,
  maxBytes = GATEWAY_CACHE_MAX_BYTES,
  db = openCountersignDb,
}: { now?: number; maxAgeMs?: number; maxBytes?: number; db?: Db } = {}): Promise<PruneResult> {
  const tx = (await db()).transaction('gatewayCache', 'readwrite');
  const bySafe = new Map<string, { bytes: number; newest: number }>();
  let expired = 0;
  let totalBytes = 0;
  // Oldest first: expired records come first, and the walk is one pass over the index.
  for await (const cursor of tx.store.index('byStoredAt').iterate()) {
    const { storedAt, size, safeKey } = cursor.value;
    if (now - storedAt > maxAgeMs) {
      expired += 1;
      await cursor.delete();
      continue;
    }
    const entry = bySafe.get(safeKey) ?? { bytes: 0, newest: 0 };
    entry.bytes += size;
    entry.newest = Math.max(entry.newest, storedAt);
    bySafe.set(safeKey, entry);
    totalBytes += size;
  }
  const evictedSafes: string[] = [];
  const order = [...bySafe.entries()].sort(
    ([keyA, a], [keyB, b]) => Number(keyA === '') - Number(keyB === '') || a.newest - b.newest,
  );
  for (const [safeKey, { bytes }] of order) {
    if (totalBytes <= maxBytes) break;
    const keys = await tx.store.index('bySafe').getAllKeys(safeKey);
    await Promise.all(keys.map((key) => tx.store.delete(key)));
    evictedSafes.push(safeKey);
    totalBytes -= bytes;
  }
  await tx.done;
  return { expired, evictedSafes, totalBytes };
}

/** Deletes every stored response of one Safe (`${chainId}:${checksummed address}`). */
export async function deleteGatewayCacheOfSafe(
  safeKey: string,
  { db = openCountersignDb }: { db?: Db } = {},
): Promise<number> {
  const tx = (await db()).transaction('gatewayCache', 'readwrite');
  const keys = await tx.store.index('bySafe').getAllKeys(safeKey);
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
  return keys.length;
}

/** Empties the store. */
export async function clearGatewayCache({
  db = openCountersignDb,
}: { db?: Db } = {}): Promise<void> {
  await (await db()).clear('gatewayCache');
}
