// What the Safe Apps host keeps on this device: permissions and custom-app choices per app origin,
// pinned apps per chain. Origins are keys as `new URL(url).origin` spells them.
import {
  openCountersignDb,
  type CustomSafeAppRecord,
  type PinnedSafeAppRecord,
  type SafeAppPermissionsRecord,
} from './db';

export type {
  CustomSafeAppRecord,
  PinnedSafeAppRecord,
  SafeAppPermissionRecordEntry,
  SafeAppPermissionsRecord,
} from './db';

/** The permissions record of one origin, or null when it has none. */
export async function getSafeAppPermissions(
  origin: string,
): Promise<SafeAppPermissionsRecord | null> {
  const db = await openCountersignDb();
  return (await db.get('safeAppPermissions', origin)) ?? null;
}

/** Replaces the permissions of one origin (an empty list deletes the record). */
export async function putSafeAppPermissions(record: SafeAppPermissionsRecord): Promise<void> {
  const db = await openCountersignDb();
  if (record.permissions.length === 0) await db.delete('safeAppPermissions', record.origin);
  else await db.put('safeAppPermissions', record);
}

/** Every origin with permissions, sorted by origin. */
export async function listSafeAppPermissions(): Promise<SafeAppPermissionsRecord[]> {
  const db = await openCountersignDb();
  return (await db.getAll('safeAppPermissions')).sort((a, b) => a.origin.localeCompare(b.origin));
}

/** Revokes one permission of an origin, or all of them when `capability` is omitted. */
export async function revokeSafeAppPermission(origin: string, capability?: string): Promise<void> {
  const db = await openCountersignDb();
  const record = await db.get('safeAppPermissions', origin);
  if (!record) return;
  const permissions =
    capability === undefined
      ? []
      : record.permissions.filter((p) => p.parentCapability !== capability);
  await putSafeAppPermissions({ origin, permissions });
}

/** The app URLs pinned on a chain, oldest pin first. */
export async function listPinnedSafeApps(chainId: string): Promise<PinnedSafeAppRecord[]> {
  const db = await openCountersignDb();
  const all = await db.getAll('pinnedSafeApps');
  return all.filter((p) => p.chainId === chainId).sort((a, b) => a.pinnedAt - b.pinnedAt);
}

/** Pins (true) or unpins (false) an app on a chain. */
export async function setSafeAppPinned(
  chainId: string,
  url: string,
  pinned: boolean,
  pinnedAt = Date.now(),
): Promise<void> {
  const db = await openCountersignDb();
  if (pinned) await db.put('pinnedSafeApps', { chainId, url, pinnedAt });
  else await db.delete('pinnedSafeApps', [chainId, url]);
}

/** The user's earlier choice about an unlisted app's origin, or null. */
export async function getCustomSafeApp(origin: string): Promise<CustomSafeAppRecord | null> {
  const db = await openCountersignDb();
  return (await db.get('customSafeApps', origin)) ?? null;
}

/** Remembers the user's choice about an unlisted app's origin. */
export async function putCustomSafeApp(record: CustomSafeAppRecord): Promise<void> {
  const db = await openCountersignDb();
  await db.put('customSafeApps', record);
}
