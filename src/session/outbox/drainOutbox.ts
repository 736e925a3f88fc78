// Sends every pending outbox item exactly once: each is sent under its Web Lock and claimed (status
// `sending`, with a lease) in a transaction before the network call, so a second drain (another
// tab, the worker, a double click) skips it, and an item whose sender died is taken over at once.
// After a failure the gateway is asked whether it has the write anyway.
import { GatewayError, GatewayNetworkError, type GatewayClient } from '../../gateway';
import {
  claimOutboxItem,
  getOutboxItem,
  isClaimable,
  listOutboxItems,
  markOutboxFailed,
  markOutboxSent,
  releaseOutboxClaims,
  type OutboxRecord,
} from '../../storage/outbox';
import type { CountersignDb } from '../../storage/db';
import { defaultOutboxLocks, withOutboxLock, type OutboxLocks } from '../../storage/outboxLock';
import { describeError } from '../errors/describeError';
import { endingOf } from './outboxEnding';
import { notifyOutboxChanged } from './outboxEvents';
import { isDelivered, sendOutboxRecord } from './sendOutboxRecord';

/** Options of {@link drainOutbox}; everything injectable for tests and the service worker. */
export type DrainOutboxOptions = {
  /** Only this chain's items (the client is one gateway). */
  chainId?: string;
  /** Only these ids (a flow sends its own item at once). */
  ids?: readonly string[];
  now?: () => number;
  db?: () => Promise<CountersignDb>;
  send?: typeof sendOutboxRecord;
  delivered?: typeof isDelivered;
  /**
   * Whether the network is there. Offline nothing is claimed: a claim made offline would hold its
   * lease after the page closed, and the next page would wait for it to run out.
   */
  online?: () => boolean;
  /** The Web Locks that tell a live sender from a dead one (null: the lease alone). */
  locks?: OutboxLocks | null;
};

/** The items this context has claimed and is sending now, with the lease it claimed them with. */
const inFlight = new Map<string, number | null>();

/** Gives back this context's claims still in flight (a page going away mid-send). */
export function releaseInFlightClaims(db?: () => Promise<CountersignDb>): Promise<void> {
  const claims = new Map(inFlight);
  inFlight.clear();
  return releaseOutboxClaims(claims, db ? { db } : {});
}

/**
 * What one drain did. `heldUntil`: the earliest end of a lease another sender holds on a matching
 * item (null when none): a sender that died mid-send (a page closed before it gave its claim back,
 * a stopped worker) leaves the item to whoever drains after that moment.
 */
export type DrainOutboxResult = {
  sent: string[];
  failed: string[];
  retrying: string[];
  heldUntil: number | null;
};

/** Offline, a timeout or a 5xx/429 may pass: such items stay pending for the next reconnect. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof GatewayNetworkError) return true;
  return error instanceof GatewayError && (error.status >= 500 || error.status === 429);
}

/** Sends the claimable items (oldest first) and records each outcome. */
export async function drainOutbox(
  client: GatewayClient,
  {
    chainId,
    ids,
    now = Date.now,
    db,
    send = sendOutboxRecord,
    delivered = isDelivered,
    online = () => true,
    locks = defaultOutboxLocks(),
  }: DrainOutboxOptions = {},
): Promise<DrainOutboxResult> {
  const result: DrainOutboxResult = { sent: [], failed: [], retrying: [], heldUntil: null };
  if (!online()) return result;
  const matching = (await listOutboxItems({ db })).filter(
    (item) =>
      (chainId === undefined || item.chainId === chainId) &&
      (ids === undefined || ids.includes(item.id)),
  );
  // With locks, an item shown "sending" may be orphaned: its lock tells whether anyone has it.
  const startedAt = now();
  const candidates = matching.filter(
    (item) => isClaimable(item, startedAt) || (locks !== null && item.status === 'sending'),
  );
  const heldBySomeoneElse = (item: OutboxRecord | undefined) => {
    if (item?.status !== 'sending') return;
    const until = item.leaseUntil ?? startedAt;
    result.heldUntil = result.heldUntil === null ? until : Math.min(result.heldUntil, until);
  };
  for (const item of matching) if (!candidates.includes(item)) heldBySomeoneElse(item);
  for (const item of candidates) {
    const attempt = await withOutboxLock(locks, item.id, async (locked) => {
      const claimed = await claimOutboxItem(item.id, { now: now(), db, orphaned: locked });
      if (!claimed) return false;
      await sendClaimed(client, claimed, { now, db, send, delivered, result });
      return true;
    });
    // A live sender has it (its lock), or it changed hands since the listing (its lease).
    if (attempt.skipped || !attempt.value) heldBySomeoneElse(await getOutboxItem(item.id, { db }));
  }
  return result;
}

/** Sends one claimed item and records the outcome in the outbox and in `result`. */
async function sendClaimed(
  client: GatewayClient,
  claimed: OutboxRecord,
  {
    now,
    db,
    send,
    delivered,
    result,
  }: Required<Pick<DrainOutboxOptions, 'now' | 'send' | 'delivered'>> &
    Pick<DrainOutboxOptions, 'db'> & { result: DrainOutboxResult },
): Promise<void> {
  inFlight.set(claimed.id, claimed.leaseUntil);
  notifyOutboxChanged();
  const outcome = await deliver(clientFor(client, claimed), claimed, send, delivered);
  inFlight.delete(claimed.id);
  if (outcome.ok) {
    await markOutboxSent(claimed.id, { now: now(), db });
    result.sent.push(claimed.id);
  } else {
    await markOutboxFailed(claimed.id, {
      error: outcome.error,
      retry: outcome.retry,
      ended: outcome.ended,
      db,
    });
    (outcome.retry ? result.retrying : result.failed).push(claimed.id);
  }
  notifyOutboxChanged();
}

/** The client of the gateway the item was made against (the sender's own for older items). */
function clientFor(client: GatewayClient, record: OutboxRecord): GatewayClient {
  return record.gatewayUrl && record.gatewayUrl !== client.baseUrl
    ? { ...client, baseUrl: record.gatewayUrl }
    : client;
}

async function deliver(
  client: GatewayClient,
  record: OutboxRecord,
  send: typeof sendOutboxRecord,
  delivered: typeof isDelivered,
): Promise<{ ok: true } | { ok: false; error: string; retry: boolean; ended: boolean }> {
  try {
    await send(client, record);
    return { ok: true };
  } catch (error) {
    // A resend after a crash, or a second device, may find the write already there.
    if (!(error instanceof GatewayNetworkError) && (await delivered(client, record)))
      return { ok: true };
    // Its transaction is gone: the item ends with that reason, never to be retried.
    const ending = endingOf(record, error);
    if (ending) return { ok: false, error: ending, retry: false, ended: true };
    return { ok: false, error: describeError(error), retry: isRetryable(error), ended: false };
  }
}
