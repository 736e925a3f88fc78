// Hands the outbox to the service worker, so an item stored here is sent even after this page is
// closed: a Background Sync registration where the browser has it (the browser wakes the worker
// once it is online), else a message that starts the worker's own retry loop.
import { OUTBOX_DRAIN_MESSAGE, OUTBOX_SYNC_TAG } from '../../storage/outbox';

/** The part of ServiceWorkerRegistration this needs (Background Sync is not in the DOM types). */
type SyncCapable = { sync?: { register(tag: string): Promise<void> } };

/** Asks the worker to drain the outbox when it can; never throws (the page drains too). */
export async function requestWorkerDrain(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<'sync' | 'message' | 'none'> {
  if (!container) return 'none';
  try {
    const registration = (await container.getRegistration()) as
      (ServiceWorkerRegistration & SyncCapable) | undefined;
    if (!registration?.active) return 'none';
    if (registration.sync) {
      await registration.sync.register(OUTBOX_SYNC_TAG);
      return 'sync';
    }
    registration.active.postMessage({ type: OUTBOX_DRAIN_MESSAGE });
    return 'message';
  } catch (error) {
    console.warn('The service worker could not take the outbox', error);
    return 'none';
  }
}
