// The worker's outbox drain loop: the page's drainOutbox, repeated with back-off while items wait
// for the network. No worker types here (unit tests import it); outbox-triggers.ts says when.
import { createGatewayClient } from '../gateway/client';
import { drainOutbox } from '../session/outbox/drainOutbox';
import { isClaimable, listOutboxItems } from '../storage/outbox';
import { currentGatewayBase } from './gateway-base';

/** Waits between tries while items wait for the network: 2 s, doubling, at most a minute. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;
/** How long one event keeps trying (browsers end a sync event after about five minutes). */
const TRY_FOR_MS = 3 * 60_000;

/** Options of {@link drainUntilSettled}; everything injectable for tests. */
export type DrainUntilSettledOptions = {
  drain: () => Promise<{ retrying: string[] }>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  tryForMs?: number;
  retryFirstMs?: number;
  retryMaxMs?: number;
};

/**
 * Drains until nothing waits for the network, backing off between tries (never a tight loop).
 * Resolves true when settled; false when items still wait after `tryForMs` (a sync event then
 * fails, and the browser schedules it again later).
 */
export async function drainUntilSettled({
  drain,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = Date.now,
  tryForMs = TRY_FOR_MS,
  retryFirstMs = RETRY_FIRST_MS,
  retryMaxMs = RETRY_MAX_MS,
}: DrainUntilSettledOptions): Promise<boolean> {
  const until = now() + tryForMs;
  let delay = retryFirstMs;
  for (;;) {
    const { retrying } = await drain();
    if (retrying.length === 0) return true;
    if (now() + delay > until) return false;
    await sleep(delay);
    delay = Math.min(delay * 2, retryMaxMs);
  }
}

/**
 * One drain from the worker. Offline nothing is claimed (drainOutbox's rule), but the items that
 * wait still count as waiting, so the loop keeps its back-off instead of calling them settled.
 */
export async function drainOnce(online: () => boolean): Promise<{ retrying: string[] }> {
  if (!online()) {
    const now = Date.now();
    const waiting = (await listOutboxItems()).filter((item) => isClaimable(item, now));
    return { retrying: waiting.map((item) => item.id) };
  }
  const client = createGatewayClient({ baseUrl: await currentGatewayBase() });
  return drainOutbox(client, { online });
}

let running: Promise<boolean> | undefined;

/** One worker-wide drain loop at a time; a second trigger joins the running one. */
export function drainFromWorker(online: () => boolean): Promise<boolean> {
  running ??= drainUntilSettled({ drain: () => drainOnce(online) }).finally(() => {
    running = undefined;
  });
  return running;
}
