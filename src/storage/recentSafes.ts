// Safes opened on this device, newest first, for the welcome screen.
import { openCountersignDb, type RecentSafe } from './db';

export type { RecentSafe } from './db';

/** The storage key of a recent Safe. */
export function recentSafeKey(chainId: string, address: string): string {
  return `${chainId}:${address}`;
}

/** Records that a (validated, checksummed) Safe was opened now. */
export async function touchRecentSafe(
  safe: Omit<RecentSafe, 'lastOpened'>,
  lastOpened = Date.now(),
): Promise<void> {
  const db = await openCountersignDb();
  await db.put('recentSafes', { ...safe, lastOpened }, recentSafeKey(safe.chainId, safe.address));
}

/** Recent Safes, most recently opened first. */
export async function listRecentSafes(limit = 20): Promise<RecentSafe[]> {
  const db = await openCountersignDb();
  const all = await db.getAll('recentSafes');
  return all.sort((a, b) => b.lastOpened - a.lastOpened).slice(0, limit);
}

/** Forgets one recent Safe. */
export async function removeRecentSafe(chainId: string, address: string): Promise<void> {
  const db = await openCountersignDb();
  await db.delete('recentSafes', recentSafeKey(chainId, address));
}
