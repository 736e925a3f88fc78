// The outbox: every signature and proposal is written here before it is sent, so a closed tab, a
// crash or a lost connection never loses it. Plain IndexedDB (no React, no `window`), so the
// service worker can drain the same store later. Claiming an item is one readwrite transaction:
// IndexedDB serialises those per store, so two senders (tabs, the worker) never both send it.
import {
  openCountersignDb,
  type CountersignDb,
  type OutboxKind,
  type OutboxRecord,
  type OutboxStatus,
} from './db';

export type { OutboxKind, OutboxRecord, OutboxStatus };

/** How long a sender owns an item it claimed; a sender that died is replaced after this. */
export const OUTBOX_LEASE_MS = 30_000;

/** Background Sync tag a page registers after storing an item; the worker drains on it. */
export const OUTBOX_SYNC_TAG = 'outbox';
/** Message a page without Background Sync posts to the worker after storing an item. */
export const OUTBOX_DRAIN_MESSAGE = 'OUTBOX_DRAIN';

/** What a caller gives to {@link addOutboxItem}; the rest starts as a fresh pending item. */
export type NewOutboxItem = Pick<
  OutboxRecord,
  'id' | 'kind' | 'chainId' | 'safe' | 'request' | 'label' | 'gatewayUrl'
>;

type Db = () => Promise<CountersignDb>;

/**
 * Stores a new pending item and returns the stored record. An item with the same id already
 * stored is kept as it is (the same signature written twice is one write).
 */
export async function addOutboxItem(
  item: NewOutboxItem,
  { now = Date.now(), db = openCountersignDb }: { now?: number; db?: Db } = {},
): Promise<OutboxRecord> {
  const tx = (await db()).transaction('outbox', 'readwrite');
  const existing = await tx.store.get(item.id);
  if (existing && existing.status !== 'failed') {
    await tx.done;
    return existing;
  }
  const record: OutboxRecord = {
    ...item,
    createdAt: existing?.createdAt ?? now,
    status: 'pending',
    attempts: existing?.attempts ?? 0,
    lastError: null,
    leaseUntil: null,
    sentAt: null,
  };
  await tx.store.put(record);
  await tx.done;
  return record;
}

/** Every item, oldest first. */
export async function listOutboxItems({ db = openCountersignDb }: { db?: Db } = {}): Promise<
  OutboxRecord[]
> {
  return (await db()).getAllFromIndex('outbox', 'byCreatedAt');
}

/** One item, or undefined. */
export async function getOutboxItem(
  id: string,
  { db = openCountersignDb }: { db?: Db } = {},
): Promise<OutboxRecord | undefined> {
  return (await db()).get('outbox', id);
}

/**
 * Whether a sender may take the item now: pending, or sending with a lease that ran out — or
 * sending at all when the caller holds the item's send lock (`orphaned`: no live sender has it).
 */
export function isClaimable(record: OutboxRecord, now: number, orphaned = false): boolean {
  if (record.status === 'pending') return true;
  return record.status === 'sending' && (orphaned || (record.leaseUntil ?? 0) <= now);
}

/**
 * Marks the item `sending` with a lease, in one transaction, and returns it; returns null when
 * another sender holds it or it is no longer pending. Only the caller that got it may send it.
 */
export async function claimOutboxItem(
  id: string,
  {
    now = Date.now(),
    leaseMs = OUTBOX_LEASE_MS,
    db = openCountersignDb,
    orphaned = false,
  }: {
    now?: number;
    leaseMs?: number;
    db?: Db;
    /** The caller holds the item's send lock (outboxLock.ts): a "sending" item is orphaned. */
    orphaned?: boolean;
  } = {},
): Promise<OutboxRecord | null> {
  const tx = (await db()).transaction('outbox', 'readwrite');
  const record = await tx.store.get(id);
  if (!record || !isClaimable(record, now, orphaned)) {
    await tx.done;
    return null;
  }
  const claimed: OutboxRecord = {
    ...record,
    status: 'sending',
    leaseUntil: now + leaseMs,
    attempts: record.attempts + 1,
  };
  await tx.store.put(claimed);
  await tx.done;
  return claimed;
}

/**
 * Gives back claims a sender still holds (`id` → the `leaseUntil` it claimed with), so the next
 * sender need not wait for the lease: a page being closed or reloaded mid-send calls it. A claim
 * that changed hands since (another lease) is left alone. A write that did reach the gateway is
 * recognised as delivered when sent again.
 */
export async function releaseOutboxClaims(
  claims: ReadonlyMap<string, number | null>,
  { db = openCountersignDb }: { db?: Db } = {},
): Promise<void> {
  if (claims.size === 0) return;
  const tx = (await db()).transaction('outbox', 'readwrite');
  for (const [id, leaseUntil] of claims) {
    const record = await tx.store.get(id);
    if (record?.status === 'sending' && record.leaseUntil === leaseUntil) {
      await tx.store.put({ ...record, status: 'pending', leaseUntil: null });
    }
  }
  await tx.done;
}

/** Updates a stored item with `change` inside one transaction; a missing item stays missing. */
async function update(
  id: string,
  change: (record: OutboxRecord) => OutboxRecord,
  db: Db,
): Promise<OutboxRecord | undefined> {
  const tx = (await db()).transaction('outbox', 'readwrite');
  const record = await tx.store.get(id);
  const next = record ? change(record) : undefined;
  if (next) await tx.store.put(next);
  await tx.done;
  return next;
}

/** Records that the gateway has the write. */
export function markOutboxSent(
  id: string,
  { now = Date.now(), db = openCountersignDb }: { now?: number; db?: Db } = {},
): Promise<OutboxRecord | undefined> {
  return update(
    id,
    (r) => ({ ...r, status: 'sent', leaseUntil: null, lastError: null, sentAt: now }),
    db,
  );
}

/**
 * Records a failed attempt. `retry` true (offline, 5xx) puts it back to pending for the next
 * reconnect or start; false (the gateway refused it) leaves it failed until the user retries.
 */
export function markOutboxFailed(
  id: string,
  {
    error,
    retry,
    ended = false,
    db = openCountersignDb,
  }: { error: string; retry: boolean; ended?: boolean; db?: Db },
): Promise<OutboxRecord | undefined> {
  return update(
    id,
    (r) => ({
      ...r,
      status: retry && !ended ? 'pending' : 'failed',
      leaseUntil: null,
      lastError: error,
      ...(ended ? { endReason: error } : {}),
    }),
    db,
  );
}

/** True for an item that ended for good (its transaction is gone): no retry, no resend. */
export function isEnded(record: OutboxRecord): boolean {
  return record.status === 'failed' && typeof record.endReason === 'string';
}

/**
 * Ends every unsent item that writes to the transaction `safeTxHash` of the Safe with `reason`
 * (its transaction was deleted or replaced). An item a sender holds right now is left to it.
 * Returns the ids it ended.
 */
export async function endOutboxItemsOf(
  { chainId, safe, safeTxHash }: { chainId: string; safe: string; safeTxHash: string },
  reason: string,
  { now = Date.now(), db = openCountersignDb }: { now?: number; db?: Db } = {},
): Promise<string[]> {
  const tx = (await db()).transaction('outbox', 'readwrite');
  const ended: string[] = [];
  for (const record of await tx.store.getAll()) {
    const held = record.status === 'sending' && (record.leaseUntil ?? 0) > now;
    if (record.status === 'sent' || held || isEnded(record)) continue;
    if (record.kind !== 'confirm-transaction') continue;
    if (record.chainId !== chainId || record.safe.toLowerCase() !== safe.toLowerCase()) continue;
    const hash = record.request.safeTxHash;
    if (typeof hash !== 'string' || hash.toLowerCase() !== safeTxHash.toLowerCase()) continue;
    await tx.store.put({
      ...record,
      status: 'failed',
      leaseUntil: null,
      lastError: reason,
      endReason: reason,
    });
    ended.push(record.id);
  }
  await tx.done;
  return ended;
}

/** The user's "retry": a failed item becomes pending again (an ended one stays as it is). */
export function retryOutboxItem(
  id: string,
  { db = openCountersignDb }: { db?: Db } = {},
): Promise<OutboxRecord | undefined> {
  return update(
    id,
    (r) =>
      r.status === 'failed' && !isEnded(r) ? { ...r, status: 'pending', leaseUntil: null } : r,
    db,
  );
}

/** The user's "discard": the item is removed unless a sender is sending it right now. */
export async function discardOutboxItem(
  id: string,
  { now = Date.now(), db = openCountersignDb }: { now?: number; db?: Db } = {},
): Promise<boolean> {
  const tx = (await db()).transaction('outbox', 'readwrite');
  const record = await tx.store.get(id);
  if (!record || (record.status === 'sending' && (record.leaseUntil ?? 0) > now)) {
    await tx.done;
    return false;
  }
  await tx.store.delete(id);
  await tx.done;
  return true;
}
