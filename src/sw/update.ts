// Update policy: a new worker waits until the user accepts it in the page ("Reload"), because a
// wallet must never reload in the middle of signing. Nothing here activates a worker on its own.

/** Message the page posts to the waiting worker once the user chose to reload. */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

/** True for the page's SKIP_WAITING message. */
export function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  );
}

/** Activates the waiting worker only when the page asks for it. */
export function installUpdateHandling(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    if (isSkipWaitingMessage(event.data)) event.waitUntil(scope.skipWaiting());
  });
}
