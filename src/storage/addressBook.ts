// The address book in IndexedDB: one record per (chain, address). Per-record writes mean two tabs
// editing different entries never overwrite each other (Safe lost whole books to one shared
// localStorage key, safe-wallet #1986). Callers validate first and write only valid entries (#6605).
import { openCountersignDb, type AddressBookEntry } from './db';

export type { AddressBookEntry } from './db';

/** Every entry of one chain, ordered by name. */
export async function listAddressBook(chainId: string): Promise<AddressBookEntry[]> {
  const db = await openCountersignDb();
  const entries = await db.getAllFromIndex('addressBook', 'byChain', chainId);
  return entries.sort((a, b) => a.name.localeCompare(b.name) || a.address.localeCompare(b.address));
}

/** Every entry of every chain (for export). */
export async function listAllAddressBook(): Promise<AddressBookEntry[]> {
  const db = await openCountersignDb();
  return db.getAll('addressBook');
}

/** Writes entries in one transaction: either all are stored or none (an import never half-lands). */
export async function putAddressBookEntries(entries: readonly AddressBookEntry[]): Promise<void> {
  const db = await openCountersignDb();
  const tx = db.transaction('addressBook', 'readwrite');
  const writes: Promise<unknown>[] = [];
  try {
    for (const entry of entries) {
      writes.push(
        tx.store.put({ chainId: entry.chainId, address: entry.address, name: entry.name }),
      );
    }
  } catch (error) {
    // A record IndexedDB refuses throws synchronously; earlier puts would still commit without this.
    for (const write of writes) write.catch(() => undefined);
    tx.abort();
    await tx.done.catch(() => undefined);
    throw error;
  }
  await Promise.all([...writes, tx.done]);
}

/** Replaces `previous` (chain + address) by `entry` atomically (an edit may change the address). */
export async function replaceAddressBookEntry(
  previous: { chainId: string; address: string },
  entry: AddressBookEntry,
): Promise<void> {
  const db = await openCountersignDb();
  const tx = db.transaction('addressBook', 'readwrite');
  await Promise.all([
    tx.store.delete([previous.chainId, previous.address]),
    tx.store.put({ chainId: entry.chainId, address: entry.address, name: entry.name }),
    tx.done,
  ]);
}

/** Deletes one entry (no-op when absent). */
export async function deleteAddressBookEntry(chainId: string, address: string): Promise<void> {
  const db = await openCountersignDb();
  await db.delete('addressBook', [chainId, address]);
}
