// The words a summary uses for an address: its address-book name, else the address itself.
import { useCallback } from 'react';
import { useAddressBook } from '../../../shared/address-book/useAddressBook';
import type { ReadySafe } from '../../../shared/RequireSafe';

/** `nameOf(address)` → "Erin (0x12…)" or the checksummed address. */
export function useRecipientName(safe: ReadySafe): (address: string) => string {
  const book = useAddressBook(safe.chainId);
  return useCallback(
    (address: string) => {
      const name = book.nameOf(address);
      return name ? `${name} (${address})` : address;
    },
    [book],
  );
}
