// The app's one IndexedDB database, shared by the page and the service worker. Every schema change is
// a new version with its own step in `migrate`, so a browser several versions behind upgrades in order.
import {
  openDB,
  type DBSchema,
  type IDBPDatabase,
  type IDBPTransaction,
  type StoreNames,
} from 'idb';

/** Name of the one IndexedDB database. */
export const DB_NAME = 'countersign';
/** Current schema version; bump it and add a `case` to `migrate` for every schema change. */
export const DB_VERSION = 1;

/** Schema of the `countersign` database; later versions add stores here. */
export interface CountersignDbSchema extends DBSchema {
  /** Small app-wide preferences, one record per key (theme, …). */
  settings: { key: string; value: unknown };
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
  switch (oldVersion) {
    case 0:
      db.createObjectStore('settings');
    // falls through: the next version's step goes here (`case 1:`).
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
