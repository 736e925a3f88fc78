// When the worker drains the outbox, so a signature stored while offline reaches the gateway after
// the page was closed: on a Background Sync event (tag OUTBOX_SYNC_TAG), when a page without
// Background Sync says it stored an item, when the worker starts and on `online`. The claim in
// storage/outbox.ts stays the only gate: page and worker may drain at the same time.
import { OUTBOX_DRAIN_MESSAGE, OUTBOX_SYNC_TAG } from '../storage/outbox';
import { drainFromWorker } from './outbox';

/** A Background Sync event (not in the WebWorker lib types yet). */
type SyncEvent = ExtendableEvent & { tag: string };

/** Registers the worker's outbox triggers. */
export function installOutboxDrain(scope: ServiceWorkerGlobalScope): void {
  const online = () => scope.navigator.onLine !== false;
  scope.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      drainFromWorker(online).then((settled) => {
        // Rejecting asks the browser to fire the sync again later, with its own back-off.
        if (!settled) throw new Error('Outbox items still wait for the network');
      }),
    );
  });
  scope.addEventListener('message', (event) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === OUTBOX_DRAIN_MESSAGE) event.waitUntil(drainFromWorker(online));
  });
  scope.addEventListener('online', () => void drainFromWorker(online).catch(() => undefined));
  // A worker starts for many reasons (a page, a sync, a push): items left behind go out then too.
  void drainFromWorker(online).catch(() => undefined);
}
