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

/**
 * Message a page posts to the active worker when it finds itself without a controller. The first
 * worker's claim takes only the pages open when it activates: a page whose navigation began just
 * before (the welcome screen went on to Home while the worker installed) stayed uncontrolled, so
 * neither offline start nor the outbox worked there until a reload.
 */
export interface ClaimMessage {
  type: 'CLAIM';
}

/** True for a page's CLAIM message. */
export function isClaimMessage(data: unknown): data is ClaimMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'CLAIM';
}

/** What update handling uses of the worker's scope (a stand-in in unit tests). */
export interface UpdateScope {
  addEventListener(
    type: 'message',
    listener: (event: { data: unknown; waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
}

/** Activates the waiting worker only when the page asks for it; takes a page that asks. */
export function installUpdateHandling(scope: UpdateScope): void {
  scope.addEventListener('message', (event) => {
    if (isSkipWaitingMessage(event.data)) event.waitUntil(scope.skipWaiting());
    // Only an active worker may claim: a waiting one (not yet accepted by the user) is refused by
    // the browser, which is what we want.
    else if (isClaimMessage(event.data))
      event.waitUntil(scope.clients.claim().catch(() => undefined));
  });
}
