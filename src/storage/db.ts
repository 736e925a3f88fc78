// The app's one IndexedDB database, shared by the page and the service worker. Every schema change is
// a new version with its own step in `migrate`, so a browser several versions behind upgrades in order.
import {
  openDB,
  type DBSchema,
  type IDBPDatabase,
  type IDBPTransaction,
  type StoreNames,
} from 'idb';
import type {
  BundleRecord,
  SafeAppPermissionsRecord,
  PinnedSafeAppRecord,
  CustomSafeAppRecord,
  DraftRecord,
  UserAbiRecord,
  GatewayCacheRecord,
  NotificationPrefsRecord,
  OutboxStatus,
  OutboxRecord,
  PersistedQueryRecord,
  AddressBookEntry,
  RecentSafe,
} from './records';

export type * from './records';

/** Name of the one IndexedDB database. */
export const DB_NAME = 'countersign';
/** Current schema version; bump it and add a step to `migrate` for every schema change. */
export const DB_VERSION = 6;

/** Schema of the `countersign` database; later versions add stores here. */
export interface CountersignDbSchema extends DBSchema {
  /** Small app-wide preferences, one record per key (theme, …). */
  settings: { key: string; value: unknown };
  /** One persisted gateway query per record, keyed by its queryHash (v2). */
  queries: {
    key: string;
    value: PersistedQueryRecord;
    indexes: { bySafe: string; byUpdatedAt: number };
  };
  /** Address book entries, keyed by [chainId, checksummed address] (v2). */
  addressBook: {
    key: [string, string];
    value: AddressBookEntry;
    indexes: { byChain: string };
  };
  /** Safes opened on this device, keyed by `${chainId}:${address}` (v2). */
  recentSafes: { key: string; value: RecentSafe };
  /** Signatures and proposals waiting to reach the gateway, keyed by their id (v3). */
  outbox: {
    key: string;
    value: OutboxRecord;
    indexes: { byStatus: OutboxStatus; byCreatedAt: number };
  };
  /** Half-filled new-transaction forms, keyed by their id (v4). */
  drafts: {
    key: string;
    value: DraftRecord;
    indexes: { bySafe: string; byUpdatedAt: number };
  };
  /** ABIs a user pasted for a contract, keyed by [chainId, checksummed address] (v4). */
  userAbis: {
    key: [string, string];
    value: UserAbiRecord;
    indexes: { byChain: string };
  };
  /** Gateway GET responses stored by the service worker, keyed by the request URL (v4). */
  gatewayCache: {
    key: string;
    value: GatewayCacheRecord;
    indexes: { bySafe: string; byStoredAt: number };
  };
  /** Push notification preferences per Safe, keyed by [chainId, checksummed address] (v4). */
  notificationPrefs: {
    key: [string, string];
    value: NotificationPrefsRecord;
  };
  /** Safe Apps permissions (EIP-2255) granted or refused per app origin (v5). */
  safeAppPermissions: { key: string; value: SafeAppPermissionsRecord };
  /** Safe Apps pinned on this device, keyed by [chainId, app URL] (v5). */
  pinnedSafeApps: { key: [string, string]; value: PinnedSafeAppRecord };
  /** The user's answer to "open this unknown app?", per app origin (v5). */
  customSafeApps: { key: string; value: CustomSafeAppRecord };
  /** Signed bundles exported or imported on this device, keyed by `${chainId}:${safe}:${hash}` (v6). */
  bundles: { key: string; value: BundleRecord };
}

/** An open handle on the `countersign` database. */
export type CountersignDb = IDBPDatabase<CountersignDbSchema>;

/** Applies every migration step after `oldVersion`, in order; each step falls through to the next. */
export function migrate(
  db: CountersignDb,
  oldVersion: number,
  // Later steps may need the upgrade transaction to rewrite existing records.
  _transaction: IDBPTransaction<
    CountersignDbSchema,
    StoreNames<CountersignDbSchema>[],
    'versionchange'
  >,
): void {
  // One `if` per version, in order: a browser several versions behind runs every later step.
  if (oldVersion < 1) {
    db.createObjectStore('settings');
  }
  if (oldVersion < 2) {
    // The read side. Per-record stores (not one big value) so two tabs never clobber each other's
    // writes and one query is persisted without rewriting the rest of the cache.
    const queries = db.createObjectStore('queries');
    queries.createIndex('bySafe', 'safeKey');
    queries.createIndex('byUpdatedAt', 'updatedAt');
    const addressBook = db.createObjectStore('addressBook', { keyPath: ['chainId', 'address'] });
    addressBook.createIndex('byChain', 'chainId');
    db.createObjectStore('recentSafes');
  }
  if (oldVersion < 3) {
    // The write side: an outbox the page and (later) the service worker drain alike.
    const outbox = db.createObjectStore('outbox', { keyPath: 'id' });
    outbox.createIndex('byStatus', 'status');
    outbox.createIndex('byCreatedAt', 'createdAt');
  }
  if (oldVersion < 4) {
    // New transactions, the worker's gateway cache and push preferences: one step for the wave so
    // parallel work never races for version numbers.
    const drafts = db.createObjectStore('drafts', { keyPath: 'id' });
    drafts.createIndex('bySafe', 'safeKey');
    drafts.createIndex('byUpdatedAt', 'updatedAt');
    const userAbis = db.createObjectStore('userAbis', { keyPath: ['chainId', 'address'] });
    userAbis.createIndex('byChain', 'chainId');
    const gatewayCache = db.createObjectStore('gatewayCache', { keyPath: 'url' });
    gatewayCache.createIndex('bySafe', 'safeKey');
    gatewayCache.createIndex('byStoredAt', 'storedAt');
    db.createObjectStore('notificationPrefs', { keyPath: ['chainId', 'safe'] });
  }
  if (oldVersion < 5) {
    // The Safe Apps host: permissions and custom-app choices per origin, pins per chain.
    db.createObjectStore('safeAppPermissions', { keyPath: 'origin' });
    db.createObjectStore('pinnedSafeApps', { keyPath: ['chainId', 'url'] });
    db.createObjectStore('customSafeApps', { keyPath: 'origin' });
  }
  if (oldVersion < 6) {
    // Signed bundles: signatures that travel by file, link or QR survive a reload or going offline.
    // No indexes: one Safe's bundles are a key range (`${chainId}:${safe}:…`), and few.
    db.createObjectStore('bundles', { keyPath: 'id' });
  }
}

let opening: Promise<CountersignDb> | undefined;

/** Opens (once per page or worker) the `countersign` database, migrating it to DB_VERSION. */
export function openCountersignDb(): Promise<CountersignDb> {
  opening ??= openDB<CountersignDbSchema>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion, _newVersion, transaction) {
      migrate(db, oldVersion, transaction);
    },
    blocking(_currentVersion, _blockedVersion, event) {
      // A newer tab wants to upgrade: let it, and reopen lazily on the next call.
      (event.target as IDBDatabase | null)?.close();
      opening = undefined;
    },
    terminated() {
      opening = undefined;
    },
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

/** Forgets the cached connection (tests use a fresh IDBFactory per case). */
export async function closeCountersignDb(): Promise<void> {
  const pending = opening;
  opening = undefined;
  if (pending) (await pending.catch(() => undefined))?.close();
}
