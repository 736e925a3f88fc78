// Forgetting a Safe on this device: its saved queries go from IndexedDB (one index lookup on the
// `bySafe` slice) and from the in-memory cache, so nothing of it is shown offline afterwards.
import type { QueryClient } from '@tanstack/react-query';
import { openCountersignDb } from '../../storage/db';
import { isKeyOfSafe, safeSlice } from '../keys';

/** Removes every saved and cached query of one Safe; returns how many records were deleted. */
export async function forgetSafeData(
  queryClient: QueryClient,
  { chainId, safeAddress }: { chainId: string; safeAddress: string },
): Promise<number> {
  queryClient.removeQueries({
    predicate: ({ queryKey }) => isKeyOfSafe({ chainId, safeAddress })(queryKey),
  });
  const db = await openCountersignDb();
  const tx = db.transaction('queries', 'readwrite');
  const keys = await tx.store.index('bySafe').getAllKeys(safeSlice(chainId, safeAddress));
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
  // The worker's stored gateway answers of this Safe go too (same slice format).
  const { deleteGatewayCacheOfSafe } = await import('../../storage/gatewayCache');
  await deleteGatewayCacheOfSafe(safeSlice(chainId, safeAddress));
  return keys.length;
}
