// Empties the saved-queries store and the service worker's gateway copy (the address book and
// settings live in other stores and stay).
import { openCountersignDb } from '../../storage/db';
import { clearGatewayCache } from '../../storage/gatewayCache';

/** Deletes every persisted query and every stored gateway answer. */
export async function clearPersistedQueries(): Promise<void> {
  const db = await openCountersignDb();
  await db.clear('queries');
  await clearGatewayCache();
}
