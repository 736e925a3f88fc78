// The app icon badge counts queued transactions awaiting this device's owner(s). The page writes
// each Safe's list when it reads the queue; the worker adds and removes one hash per push. The
// lists live in the `settings` store so both sides see one number.
import { openCountersignDb } from './db';

type AwaitingMap = Record<string, string[]>;

/** `${chainId}:${safe}` with the address lowercased, so the page and pushes agree on the key. */
export function badgeSafeKey(chainId: string, safe: string): string {
  return `${chainId}:${safe.toLowerCase()}`;
}

/** Applies `change` to the stored lists in one transaction and returns the new total. */
async function changeAwaiting(change: (map: AwaitingMap) => AwaitingMap): Promise<number> {
  const db = await openCountersignDb();
  const tx = db.transaction('settings', 'readwrite');
  const current = ((await tx.store.get('awaitingBadge')) as AwaitingMap | undefined) ?? {};
  const next = change({ ...current });
  await tx.store.put(next, 'awaitingBadge');
  await tx.done;
  return countAwaiting(next);
}

/** The badge number of a map: distinct hashes over all Safes. */
export function countAwaiting(map: AwaitingMap): number {
  return Object.values(map).reduce((total, hashes) => total + new Set(hashes).size, 0);
}

/** Replaces one Safe's list (the page, from the queue it just read). Returns the new total. */
export function setAwaitingForSafe(
  chainId: string,
  safe: string,
  safeTxHashes: readonly string[],
): Promise<number> {
  const key = badgeSafeKey(chainId, safe);
  return changeAwaiting((map) => {
    const hashes = [...new Set(safeTxHashes.map((hash) => hash.toLowerCase()))];
    if (hashes.length) map[key] = hashes;
    else delete map[key];
    return map;
  });
}

/** Adds (a confirmation request) or removes (an execution) one hash. Returns the new total. */
export function markAwaiting(
  chainId: string,
  safe: string,
  safeTxHash: string,
  awaiting: boolean,
): Promise<number> {
  const key = badgeSafeKey(chainId, safe);
  const hash = safeTxHash.toLowerCase();
  return changeAwaiting((map) => {
    const rest = (map[key] ?? []).filter((item) => item !== hash);
    const hashes = awaiting ? [...rest, hash] : rest;
    if (hashes.length) map[key] = hashes;
    else delete map[key];
    return map;
  });
}

/** The current total. */
export async function readAwaitingCount(): Promise<number> {
  const db = await openCountersignDb();
  return countAwaiting(((await db.get('settings', 'awaitingBadge')) as AwaitingMap) ?? {});
}
