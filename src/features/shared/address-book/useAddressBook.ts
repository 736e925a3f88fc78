// One chain's address book: entries, a name lookup, and writes that validate before storing.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
  deleteAddressBookEntry,
  putAddressBookEntries,
  replaceAddressBookEntry,
  type AddressBookEntry,
} from '../../../storage/addressBook';
import {
  addressBookQueryOptions,
  notifyAddressBookChanged,
} from '../../../query/options/addressBook';

/** What useAddressBook returns. */
export interface UseAddressBookResult {
  entries: AddressBookEntry[];
  isPending: boolean;
  error: unknown;
  /** The saved name of `address` on this chain (any case), or undefined. */
  nameOf(address: string): string | undefined;
  /** Stores validated entries (all or none) and refreshes every view. */
  save(entries: readonly AddressBookEntry[]): Promise<void>;
  /** Replaces `previousAddress` by a validated entry atomically. */
  replace(previousAddress: string, entry: AddressBookEntry): Promise<void>;
  /** Deletes one entry. */
  remove(address: string): Promise<void>;
}

/** The address book of `chainId` (empty and inert while `chainId` is undefined). */
export function useAddressBook(chainId: string | undefined): UseAddressBookResult {
  const queryClient = useQueryClient();
  const query = useQuery({ ...addressBookQueryOptions(chainId ?? ''), enabled: Boolean(chainId) });
  const entries = useMemo(() => query.data ?? [], [query.data]);
  const names = useMemo(
    () => new Map(entries.map((entry) => [entry.address.toLowerCase(), entry.name])),
    [entries],
  );
  const nameOf = useCallback((address: string) => names.get(address.toLowerCase()), [names]);
  const refresh = useCallback(
    (chainIds: string[]) => notifyAddressBookChanged(queryClient, [...new Set(chainIds)]),
    [queryClient],
  );
  const save = useCallback(
    async (items: readonly AddressBookEntry[]) => {
      await putAddressBookEntries(items);
      await refresh(items.map((item) => item.chainId));
    },
    [refresh],
  );
  const replace = useCallback(
    async (previousAddress: string, entry: AddressBookEntry) => {
      if (!chainId) throw new Error('No chain selected');
      await replaceAddressBookEntry({ chainId, address: previousAddress }, entry);
      await refresh([chainId, entry.chainId]);
    },
    [chainId, refresh],
  );
  const remove = useCallback(
    async (address: string) => {
      if (!chainId) throw new Error('No chain selected');
      await deleteAddressBookEntry(chainId, address);
      await refresh([chainId]);
    },
    [chainId, refresh],
  );
  return { entries, isPending: query.isPending, error: query.error, nameOf, save, replace, remove };
}
