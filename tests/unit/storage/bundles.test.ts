// Bundles over the v6 `bundles` store: keyed by chain, Safe and hash, listed per Safe, replaced in
// place, and a full device reported as BundleStorageFullError.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BundleStorageFullError,
  bundleRecordId,
  deleteBundleRecord,
  getBundleRecord,
  listAllBundleRecords,
  listBundleRecords,
  putBundleRecord,
  type NewBundleRecord,
} from '../../../src/storage/bundles';
import { closeCountersignDb, openCountersignDb } from '../../../src/storage/db';

const SAFE = '0x1111111111111111111111111111111111111111';
const OTHER = '0x2222222222222222222222222222222222222222';
const HASH = '0x' + 'ab'.repeat(32);

const record = (patch: Partial<NewBundleRecord> = {}): NewBundleRecord => ({
  chainId: '1',
  safe: SAFE,
  hash: HASH,
  kind: 'transaction',
  nonce: '4',
  text: '{"format":"countersign-bundle"}',
  signatureCount: 1,
  ...patch,
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  await closeCountersignDb();
  vi.restoreAllMocks();
});

describe('bundles store', () => {
  it('keys a bundle by chain, checksummed Safe and lower-case hash, and replaces it in place', async () => {
    await putBundleRecord(record(), 10);
    await putBundleRecord(
      record({ hash: HASH.toUpperCase().replace('0X', '0x'), signatureCount: 2 }),
      20,
    );
    const held = await getBundleRecord('1', SAFE.toLowerCase(), HASH);
    expect(held?.signatureCount).toBe(2);
    expect(held?.id).toBe(bundleRecordId('1', SAFE, HASH));
    expect(await listAllBundleRecords()).toHaveLength(1);
  });

  it('lists one Safe’s bundles newest first, without other Safes or chains', async () => {
    await putBundleRecord(record({ hash: '0x01' }), 10);
    await putBundleRecord(record({ hash: '0x02' }), 30);
    await putBundleRecord(record({ safe: OTHER }), 40);
    await putBundleRecord(record({ chainId: '5' }), 50);
    expect((await listBundleRecords('1', SAFE)).map((r) => r.hash)).toEqual(['0x02', '0x01']);
    expect((await listAllBundleRecords()).map((r) => r.updatedAt)).toEqual([50, 40, 30, 10]);
    await deleteBundleRecord('1', SAFE, '0x02');
    expect((await listBundleRecords('1', SAFE)).map((r) => r.hash)).toEqual(['0x01']);
  });

  it('survives closing and reopening the database', async () => {
    await putBundleRecord(record());
    await closeCountersignDb();
    expect((await getBundleRecord('1', SAFE, HASH))?.text).toBe(record().text);
  });

  it('reports a full device as BundleStorageFullError', async () => {
    const db = await openCountersignDb();
    vi.spyOn(db, 'put').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    await expect(putBundleRecord(record())).rejects.toBeInstanceOf(BundleStorageFullError);
  });
});
