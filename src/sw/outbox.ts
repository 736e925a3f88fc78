// The worker drains the outbox too, so a signature stored while offline reaches the gateway after
// the page was closed: on a Background Sync event (tag OUTBOX_SYNC_TAG), when the page says it
// stored an item (browsers without Background Sync), when the worker starts and on `online`. The
// claim in storage/outbox.ts stays the only gate: page and worker may drain at the same time.
import { createGatewayClient } from '../gateway/client';
import { drainOutbox } from '../session/outbox/drainOutbox';
import {
  isClaimable,
  listOutboxItems,
  OUTBOX_DRAIN_MESSAGE,
  OUTBOX_SYNC_TAG,
} from '../storage/outbox';
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

let running: Promise<boolean> | undefined;

/**
 * One drain from the worker. Offline nothing is claimed (drainOutbox's rule), but the items that
 * wait still count as waiting, so the loop keeps its back-off instead of calling them settled.
 */
async function drainOnce(scope: ServiceWorkerGlobalScope): Promise<{ retrying: string[] }> {
  const online = () => scope.navigator.onLine !== false;
  if (!online()) {
    const now = Date.now();
    return {
      retrying: (await listOutboxItems())
        .filter((item) => isClaimable(item, now))
        .map((item) => item.id),
    };
  }
  const client = createGatewayClient({ baseUrl: await currentGatewayBase() });
  return drainOutbox(client, { online });
}

/** One worker-wide drain loop at a time; a second trigger joins the running one. */
function drainFromWorker(scope: ServiceWorkerGlobalScope): Promise<boolean> {
  running ??= drainUntilSettled({ drain: () => drainOnce(scope) }).finally(() => {
    running = undefined;
  });
  return running;
}

/** A Background Sync event (not in the WebWorker lib types yet). */
type SyncEvent = ExtendableEvent & { tag: string };

/** Registers the worker's outbox triggers. */
export function installOutboxDrain(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      drainFromWorker(scope).then((settled) => {
        // Rejecting asks the browser to fire the sync again later, with its own back-off.
        if (!settled) throw new Error('Outbox items still wait for the network');
      }),
    );
  });
  scope.addEventListener('message', (event) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === OUTBOX_DRAIN_MESSAGE) event.waitUntil(drainFromWorker(scope));
  });
  scope.addEventListener('online', () => void drainFromWorker(scope));
  // A worker starts for many reasons (a page, a sync, a push): items left behind go out then too.
  void drainFromWorker(scope).catch(() => undefined);
}
