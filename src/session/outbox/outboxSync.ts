// When the outbox is drained without the user asking: at start (items left by a closed tab) and
// whenever the browser comes back online. The service worker's Background Sync joins later.
import type { GatewayClient } from '../../gateway';
import { isOnline } from '../network/online';
import { drainOutbox } from './drainOutbox';

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

/** Drains now and on every `online` event; returns the function that stops listening. */
export function startOutboxSync(
  client: GatewayClient,
  target: EventTarget = globalThis,
): () => void {
  const drain = () => void scheduleOutboxDrain(client).catch(() => undefined);
  drain();
  target.addEventListener('online', drain);
  return () => target.removeEventListener('online', drain);
}
