// Signed bundles held on this device (exported, imported, or signed here), so signatures that
// travel by file, link or QR are never lost on a reload or while offline. A full device is
// surfaced as BundleStorageFullError, never swallowed.
import { getAddress } from 'ethers';
import { BaseError } from '../errors';
import { openCountersignDb, type BundleRecord } from './db';
import { isQuotaError } from './quota';

export type { BundleRecord } from './db';

/** The device has no room left to keep a bundle. */
export class BundleStorageFullError extends BaseError {
  override name = 'BundleStorageFullError';
}

/** The key of one bundle: a Safe's transaction or message by its hash. */
export function bundleRecordId(chainId: string, safe: string, hash: string): string {
  return `${chainId}:${getAddress(safe)}:${hash.toLowerCase()}`;
}

/** What a caller passes to {@link putBundleRecord}; keys are derived. */
export type NewBundleRecord = Pick<
  BundleRecord,
  'chainId' | 'safe' | 'hash' | 'kind' | 'nonce' | 'text' | 'signatureCount'
>;

/** Stores (replaces) the bundle of one transaction or message; throws BundleStorageFullError. */
export async function putBundleRecord(
  bundle: NewBundleRecord,
  updatedAt = Date.now(),
): Promise<BundleRecord> {
  const safe = getAddress(bundle.safe);
  const record: BundleRecord = {
    ...bundle,
    id: bundleRecordId(bundle.chainId, safe, bundle.hash),
    safe,
    hash: bundle.hash.toLowerCase(),
    updatedAt,
  };
  const db = await openCountersignDb();
  try {
    await db.put('bundles', record);
  } catch (error) {
    if (isQuotaError(error)) {
      throw new BundleStorageFullError('This device is out of storage; the bundle was not kept.', {
        details: 'Free some space (or download the bundle as a file) and try again.',
        cause: error,
      });
    }
    throw error;
  }
  return record;
}

/** The bundle held for one transaction or message, if any. */
export async function getBundleRecord(
  chainId: string,
  safe: string,
  hash: string,
): Promise<BundleRecord | undefined> {
  const db = await openCountersignDb();
  return db.get('bundles', bundleRecordId(chainId, safe, hash));
}

/** Every bundle of one Safe, newest first. */
export async function listBundleRecords(chainId: string, safe: string): Promise<BundleRecord[]> {
  const db = await openCountersignDb();
  const prefix = `${chainId}:${getAddress(safe)}:`;
  // Ids start with the Safe's prefix and go on with a hex hash, so this range holds exactly them.
  const all = await db.getAll('bundles', IDBKeyRange.bound(prefix, `${prefix}\uffff`));
  return all.sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Every bundle on this device, newest first (the import screen's list). */
export async function listAllBundleRecords(): Promise<BundleRecord[]> {
  const db = await openCountersignDb();
  return (await db.getAll('bundles')).sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Forgets one bundle. */
export async function deleteBundleRecord(
  chainId: string,
  safe: string,
  hash: string,
): Promise<void> {
  const db = await openCountersignDb();
  await db.delete('bundles', bundleRecordId(chainId, safe, hash));
}
