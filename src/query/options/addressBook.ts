// The address book read through TanStack Query so every AddressView shares one read per chain.
// Writes go to IndexedDB first; then this tab's cache is invalidated and other tabs are told over a
// BroadcastChannel, so a name edited in one tab shows up in the others.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { listAddressBook, listAllAddressBook } from '../../storage/addressBook';
import { localKeys } from '../keys';

/** Query keys of the address book (local: never in the query persister). */
export const addressBookKeys = {
  all: localKeys.addressBook,
  chain: localKeys.addressBookChain,
  everyChain: localKeys.addressBookEveryChain,
};

/** One chain's address book from IndexedDB. */
export function addressBookQueryOptions(chainId: string) {
  return queryOptions({
    queryKey: addressBookKeys.chain(chainId),
    queryFn: () => listAddressBook(chainId),
    // Only our own writes change it, and they invalidate.
    staleTime: Infinity,
    networkMode: 'always',
  });
}

/** Every chain's entries (export, import duplicate checks). */
export function allAddressBookQueryOptions() {
  return queryOptions({
    queryKey: addressBookKeys.everyChain(),
    queryFn: () => listAllAddressBook(),
    staleTime: Infinity,
    networkMode: 'always',
  });
}

const CHANNEL = 'countersign:address-book';

/** Refreshes the address book after a write, here and in other tabs. */
export async function notifyAddressBookChanged(queryClient: QueryClient, chainIds: string[]) {
  await Promise.all([
    ...chainIds.map((chainId) =>
      queryClient.invalidateQueries({ queryKey: addressBookKeys.chain(chainId) }),
    ),
    queryClient.invalidateQueries({ queryKey: addressBookKeys.everyChain() }),
  ]);
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage({ chainIds });
    channel.close();
  }
}

/** Invalidates this tab's address book when another tab writes; returns the stop function. */
export function listenForAddressBookChanges(queryClient: QueryClient): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<{ chainIds?: unknown }>) => {
    const chainIds = Array.isArray(event.data?.chainIds) ? event.data.chainIds : [];
    for (const chainId of chainIds) {
      if (typeof chainId === 'string')
        void queryClient.invalidateQueries({ queryKey: addressBookKeys.chain(chainId) });
    }
    void queryClient.invalidateQueries({ queryKey: addressBookKeys.everyChain() });
  };
  return () => channel.close();
}
