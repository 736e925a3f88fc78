// Empties the saved-queries store and the service worker's gateway copy (the address book and
// settings live in other stores and stay).
import { openCountersignDb } from '../../storage/db';

/** Deletes every persisted query and every stored gateway answer. */
export async function clearPersistedQueries(): Promise<void> {
  const db = await openCountersignDb();
  await db.clear('queries');
  // Loaded on demand: clearing is rare, and the first route should not carry the worker copy's code.
  const { clearGatewayCache } = await import('../../storage/gatewayCache');
  await clearGatewayCache();
}
