// The names a Safe's screens show for addresses: the chain's address book first, then "owner" for
// the Safe's owners (from the cached Safe info). One function, stable while neither changes.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { safeInfoQueryOptions } from '../../query/options';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { useAddressBook } from './address-book/useAddressBook';
import { combineNames, type NameOf } from './transactions/localNames';

/** Names for addresses on `safe`'s screens. */
export function useSafeNames(safe: { chainId: string; safeAddress: string }): NameOf {
  const client = useGatewayClient();
  const { nameOf } = useAddressBook(safe.chainId);
  const info = useQuery(safeInfoQueryOptions(client, safe));
  const owners = info.data?.owners;
  return useMemo(
    () =>
      combineNames(
        nameOf,
        owners?.map((owner) => owner.value),
      ),
    [nameOf, owners],
  );
}
