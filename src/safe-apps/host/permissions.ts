// Permissions per app origin (reference B.5, spec §6): `{ invoker, parentCapability, date,
// caveats }`, a refusal stored with the `userRestricted` caveat. The store is given, so the rules
// are tested without IndexedDB; `indexedDbPermissionStore` is the app's.
import {
  getSafeAppPermissions,
  putSafeAppPermissions,
  type SafeAppPermissionRecordEntry,
} from '../../storage/safeApps';
import {
  PERMISSIONS_REJECTED_TEXT,
  PermissionsError,
  RestrictedMethods,
  type Permission,
  type PermissionRequest,
} from '../protocol';

/** Where permissions live. */
export interface PermissionStore {
  get(origin: string): Promise<SafeAppPermissionRecordEntry[]>;
  put(origin: string, permissions: SafeAppPermissionRecordEntry[]): Promise<void>;
}

/** The app's store: IndexedDB, one record per origin. */
export const indexedDbPermissionStore: PermissionStore = {
  get: async (origin) => (await getSafeAppPermissions(origin))?.permissions ?? [],
  put: (origin, permissions) => putSafeAppPermissions({ origin, permissions }),
};

/** The caveat a refused permission carries. */
export const USER_RESTRICTED_CAVEAT = { type: 'userRestricted', value: true } as const;

/** Whether a stored permission is a grant (not a refusal). */
export function isGranted(permission: Pick<Permission, 'caveats'>): boolean {
  return !(permission.caveats ?? []).some((c) => c.type === USER_RESTRICTED_CAVEAT.type);
}

/** The capabilities a (checked) permission request names. */
export function requestedCapabilities(request: readonly PermissionRequest[]): string[] {
  return [...new Set(request.flatMap((entry) => Object.keys(entry)))];
}

/** Whether `origin` already holds every requested capability as a grant. */
export async function holdsAll(
  store: PermissionStore,
  origin: string,
  capabilities: readonly string[],
): Promise<boolean> {
  const held = await store.get(origin);
  return capabilities.every((capability) =>
    held.some((p) => p.parentCapability === capability && isGranted(p)),
  );
}

/** Records the user's answer for `capabilities` and returns the origin's permissions. */
export async function recordPermissionAnswer(
  store: PermissionStore,
  origin: string,
  capabilities: readonly string[],
  granted: boolean,
  now = Date.now(),
): Promise<Permission[]> {
  const held = (await store.get(origin)).filter((p) => !capabilities.includes(p.parentCapability));
  const answered = capabilities.map((parentCapability) => ({
    invoker: origin,
    parentCapability,
    date: now,
    caveats: granted ? [] : [{ ...USER_RESTRICTED_CAVEAT }],
  }));
  const permissions = [...held, ...answered];
  await store.put(origin, permissions);
  return permissions;
}

/**
 * `wallet_requestPermissions`: answers at once when everything is already granted; otherwise
 * asks `prompt` and stores its answer. A refusal is `Permissions rejected` (4001).
 */
export async function requestPermissions(
  store: PermissionStore,
  origin: string,
  request: readonly PermissionRequest[],
  prompt: (capabilities: readonly string[]) => Promise<boolean>,
): Promise<Permission[]> {
  const capabilities = requestedCapabilities(request);
  if (await holdsAll(store, origin, capabilities)) return store.get(origin);
  const granted = await prompt(capabilities);
  const permissions = await recordPermissionAnswer(store, origin, capabilities, granted);
  if (!granted) throw new PermissionsError(PERMISSIONS_REJECTED_TEXT);
  return permissions;
}

/** `requestAddressBook`: the entries when the origin holds the grant, else `Permissions rejected`. */
export async function readAddressBookFor<T>(
  store: PermissionStore,
  origin: string,
  read: () => Promise<T[]>,
): Promise<T[]> {
  if (!(await holdsAll(store, origin, [RestrictedMethods.requestAddressBook]))) {
    throw new PermissionsError(PERMISSIONS_REJECTED_TEXT);
  }
  return read();
}
