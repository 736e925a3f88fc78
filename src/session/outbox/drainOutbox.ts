// Sends every pending outbox item exactly once: each is claimed (status `sending`, with a lease) in
// a transaction before the network call, so a second drain (another tab, the worker, a double
// click) skips it. After a failure the gateway is asked whether it has the write anyway.
import { GatewayError, GatewayNetworkError, type GatewayClient } from '../../gateway';
import {
  claimOutboxItem,
  isClaimable,
  listOutboxItems,
  markOutboxFailed,
  markOutboxSent,
  releaseOutboxClaims,
  type OutboxRecord,
} from '../../storage/outbox';
import type { CountersignDb } from '../../storage/db';
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
  }: DrainOutboxOptions = {},
): Promise<DrainOutboxResult> {
  const result: DrainOutboxResult = { sent: [], failed: [], retrying: [], heldUntil: null };
  if (!online()) return result;
  const matching = (await listOutboxItems({ db })).filter(
    (item) =>
      (chainId === undefined || item.chainId === chainId) &&
      (ids === undefined || ids.includes(item.id)),
  );
  const startedAt = now();
  for (const item of matching) {
    if (item.status !== 'sending' || isClaimable(item, startedAt) || inFlight.has(item.id))
      continue;
    const until = item.leaseUntil ?? startedAt;
    result.heldUntil = result.heldUntil === null ? until : Math.min(result.heldUntil, until);
  }
  for (const item of matching.filter((candidate) => isClaimable(candidate, startedAt))) {
    const claimed = await claimOutboxItem(item.id, { now: now(), db });
    if (!claimed) continue;
    inFlight.set(item.id, claimed.leaseUntil);
    notifyOutboxChanged();
    const outcome = await deliver(clientFor(client, claimed), claimed, send, delivered);
    inFlight.delete(item.id);
    if (outcome.ok) {
      await markOutboxSent(item.id, { now: now(), db });
      result.sent.push(item.id);
    } else {
      await markOutboxFailed(item.id, {
        error: outcome.error,
        retry: outcome.retry,
        ended: outcome.ended,
        db,
      });
      (outcome.retry ? result.retrying : result.failed).push(item.id);
    }
    notifyOutboxChanged();
  }
  return result;
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
