// Storage v2: a v1 database (settings only) upgrades in place, keeps its settings, and gains the
// read-side stores; address book writes are per record, so two writers never lose each other's data.
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  listAddressBook,
  putAddressBookEntries,
  replaceAddressBookEntry,
} from '../../../src/storage/addressBook';
import {
  closeCountersignDb,
  DB_NAME,
  DB_VERSION,
  openCountersignDb,
} from '../../../src/storage/db';
import { listRecentSafes, touchRecentSafe } from '../../../src/storage/recentSafes';
import { getSetting } from '../../../src/storage/settings';

const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  await closeCountersignDb();
});

describe('migration v1 → v6', () => {
  it('keeps v1 settings and adds the read-side stores, the outbox, drafts, ABIs, the worker cache and push preferences and bundles', async () => {
    // A database as version 1 of the app left it.
    const v1 = await openDB(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore('settings');
      },
    });
    await v1.put('settings', 'dark', 'theme');
    v1.close();

    const db = await openCountersignDb();
    expect(db.version).toBe(6);
    expect([...db.objectStoreNames].sort()).toEqual([
      'addressBook',
      'bundles',
      'customSafeApps',
      'drafts',
      'gatewayCache',
      'notificationPrefs',
      'outbox',
      'pinnedSafeApps',
      'queries',
      'recentSafes',
      'safeAppPermissions',
      'settings',
      'userAbis',
    ]);
    expect(await getSetting('theme')).toBe('dark');
    expect([...db.transaction('queries').store.indexNames].sort()).toEqual([
      'bySafe',
      'byUpdatedAt',
    ]);
    expect([...db.transaction('addressBook').store.indexNames]).toEqual(['byChain']);
    expect([...db.transaction('gatewayCache').store.indexNames].sort()).toEqual([
      'bySafe',
      'byStoredAt',
    ]);
    expect([...db.transaction('drafts').store.indexNames].sort()).toEqual([
      'bySafe',
      'byUpdatedAt',
    ]);
  });
});

describe('address book store', () => {
  it('keeps both entries when two writers (tabs) save at the same time', async () => {
    // Two connections stand in for two tabs; each writes its own record.
    await openCountersignDb();
    const other = await openDB(DB_NAME, DB_VERSION);
    await Promise.all([
      putAddressBookEntries([{ chainId: '1', address: A, name: 'Alice' }]),
      other.put('addressBook', { chainId: '1', address: B, name: 'Bob' }),
    ]);
    other.close();
    expect((await listAddressBook('1')).map((e) => e.name)).toEqual(['Alice', 'Bob']);
  });

  it('stores a batch all or nothing: one bad record leaves the store unchanged', async () => {
    await putAddressBookEntries([{ chainId: '1', address: A, name: 'Alice' }]);
    const bad = { chainId: '1', address: undefined as unknown as string, name: 'Broken' };
    await expect(
      putAddressBookEntries([{ chainId: '1', address: B, name: 'Bob' }, bad]),
    ).rejects.toThrow();
    expect((await listAddressBook('1')).map((e) => e.name)).toEqual(['Alice']);
  });

  it('separates chains and replaces an entry atomically', async () => {
    await putAddressBookEntries([
      { chainId: '1', address: A, name: 'Alice' },
      { chainId: '5', address: A, name: 'Alice on 5' },
    ]);
    await replaceAddressBookEntry(
      { chainId: '1', address: A },
      { chainId: '1', address: B, name: 'Bob' },
    );
    expect(await listAddressBook('1')).toEqual([{ chainId: '1', address: B, name: 'Bob' }]);
    expect((await listAddressBook('5')).map((e) => e.name)).toEqual(['Alice on 5']);
  });
});

describe('recent Safes', () => {
  it('lists the most recently opened first and updates an existing entry', async () => {
    await touchRecentSafe({ chainId: '1', address: A, shortName: 'eth' }, 1000);
    await touchRecentSafe({ chainId: '1', address: B, shortName: 'eth' }, 2000);
    await touchRecentSafe({ chainId: '1', address: A, shortName: 'eth' }, 3000);
    const recent = await listRecentSafes();
    expect(recent.map((s) => [s.address, s.lastOpened])).toEqual([
      [A, 3000],
      [B, 2000],
    ]);
  });
});
