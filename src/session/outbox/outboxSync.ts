// When the outbox is drained without the user asking: at start (items left by a closed tab) and
// whenever the browser comes back online. The service worker's Background Sync joins later.
import type { GatewayClient } from '../../gateway';
import { isOnline } from '../network/online';
import { drainOutbox, releaseInFlightClaims } from './drainOutbox';

let running: Promise<unknown> = Promise.resolve();

/** Drains after any drain already running (one at a time per page; the claim guards the rest). */
export function scheduleOutboxDrain(
  client: GatewayClient,
  options: Parameters<typeof drainOutbox>[1] = {},
): Promise<Awaited<ReturnType<typeof drainOutbox>>> {
  const withStatus = { online: isOnline, ...options };
  const next = running.then(
    () => drainOutbox(client, withStatus),
    () => drainOutbox(client, withStatus),
  );
  running = next.catch(() => undefined);
  return next;
}

/** First wait before asking again after a retryable failure (doubles up to the maximum). */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/** How long after another sender's lease ran out the item is tried here (clock skew between tabs). */
const AFTER_LEASE_MS = 500;

/**
 * Drains now and on every `online` event; items that failed in a way that may pass (a 5xx, a 429,
 * a dropped connection) are asked again with back-off — 2 s, 4 s, … up to a minute — never in a
 * loop; an item another sender holds is tried once its lease has run out. Returns the function that
 * stops.
 */
export function startOutboxSync(
  client: GatewayClient,
  target: EventTarget = globalThis,
  { retryFirstMs = RETRY_FIRST_MS, retryMaxMs = RETRY_MAX_MS, now = Date.now } = {},
): () => void {
  let delay = retryFirstMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const drain = (): void => {
    clearTimeout(timer);
    void scheduleOutboxDrain(client)
      .then((result) => {
        if (stopped) return;
        const afterLease =
          result.heldUntil === null ? null : Math.max(0, result.heldUntil - now()) + AFTER_LEASE_MS;
        if (result.retrying.length === 0) {
          delay = retryFirstMs;
          if (afterLease !== null) timer = setTimeout(drain, afterLease);
          return;
        }
        timer = setTimeout(drain, afterLease === null ? delay : Math.min(delay, afterLease));
        delay = Math.min(delay * 2, retryMaxMs);
      })
      .catch(() => undefined);
  };
  const reconnected = () => {
    delay = retryFirstMs;
    drain();
  };
  // A reload or close mid-send would leave its claim to run out (30 s) before anyone sends again.
  const leaving = () => void releaseInFlightClaims().catch(() => undefined);
  drain();
  target.addEventListener('online', reconnected);
  target.addEventListener('pagehide', leaving);
  return () => {
    stopped = true;
    clearTimeout(timer);
    target.removeEventListener('online', reconnected);
    target.removeEventListener('pagehide', leaving);
  };
}
