// The one IndexedDB database: migration from nothing to v1, and typed settings round trips.
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  closeCountersignDb,
  DB_NAME,
  DB_VERSION,
  openCountersignDb,
} from '../../../src/storage/db';
import { getSetting, setSetting } from '../../../src/storage/settings';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

afterEach(async () => {
  await closeCountersignDb();
});

describe('openCountersignDb', () => {
  it('creates the countersign database at the current version with every store', async () => {
    const db = await openCountersignDb();
    expect(db.name).toBe(DB_NAME);
    expect(db.version).toBe(DB_VERSION);
    expect([...db.objectStoreNames]).toEqual([
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
  });

  it('returns one shared connection', async () => {
    expect(await openCountersignDb()).toBe(await openCountersignDb());
  });

  it('keeps existing data when an up-to-date database is opened again', async () => {
    await setSetting('theme', 'dark');
    await closeCountersignDb();
    const db = await openCountersignDb();
    expect(await db.get('settings', 'theme')).toBe('dark');
  });

  it('gives way to a newer version in another tab instead of blocking its upgrade', async () => {
    await openCountersignDb();
    // This open would stay blocked if our connection ignored `versionchange`.
    const newer = await openDB(DB_NAME, DB_VERSION + 1);
    expect(newer.version).toBe(DB_VERSION + 1);
    newer.close();
    // Our handle was dropped: the next call really reopens (and this old code cannot downgrade).
    await expect(openCountersignDb()).rejects.toThrow(/version/i);
  });
});

describe('settings', () => {
  it('reads undefined for a setting never written', async () => {
    expect(await getSetting('theme')).toBeUndefined();
  });

  it('round-trips a value and overwrites it', async () => {
    await setSetting('theme', 'light');
    expect(await getSetting('theme')).toBe('light');
    await setSetting('theme', 'system');
    expect(await getSetting('theme')).toBe('system');
  });
});
