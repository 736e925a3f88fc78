// The user's own ABIs read through TanStack Query: the custom-call form and every transaction view
// of a chain share one read. Only this device's writes change them, and they invalidate.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { listUserAbis, putUserAbi } from '../../storage/userAbis';
import { localKeys } from '../keys';

/** Every ABI the user stored for one chain (local: never in the query persister). */
export function userAbisQueryOptions(chainId: string) {
  return queryOptions({
    queryKey: localKeys.userAbisChain(chainId),
    queryFn: () => listUserAbis(chainId),
    staleTime: Infinity,
    networkMode: 'always',
  });
}

/** Stores one contract's ABI and refreshes every view of that chain. */
export async function saveUserAbi(
  queryClient: QueryClient,
  record: Parameters<typeof putUserAbi>[0],
): Promise<void> {
  await putUserAbi(record);
  await queryClient.invalidateQueries({ queryKey: localKeys.userAbisChain(record.chainId) });
}
