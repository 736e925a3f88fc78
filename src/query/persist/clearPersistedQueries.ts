// Empties the saved-queries store (the address book and settings live in other stores and stay).
import { openCountersignDb } from '../../storage/db';

/** Deletes every persisted query. */
export async function clearPersistedQueries(): Promise<void> {
  const db = await openCountersignDb();
  await db.clear('queries');
}
