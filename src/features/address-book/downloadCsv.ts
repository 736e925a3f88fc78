// Saves the address book as a CSV file through a temporary object URL.
import type { AddressBookEntry } from '../../storage/addressBook';
import { toCsv } from './csv';

/** Starts the download of `entries` as `countersign-address-book-<date>.csv`. */
export function downloadCsv(entries: readonly AddressBookEntry[]): void {
  const url = URL.createObjectURL(new Blob([toCsv(entries)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `countersign-address-book-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
