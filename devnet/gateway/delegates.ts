import type { SafeState } from './chain/safe-reader';
import type { DevnetDatabase } from './store/database';

/** The owner who delegated to `address` for this Safe (or for all Safes), or null. */
export function delegatorOf(db: DevnetDatabase, safe: SafeState, address: string): string | null {
  const rows = db.all(
    'SELECT delegator FROM delegates WHERE delegate = ? AND (safe = ? OR safe IS NULL)',
    [address, safe.address],
  );
  const owners = new Set(safe.owners);
  const row = rows.find((r) => owners.has(String(r.delegator)));
  return row ? String(row.delegator) : null;
}
