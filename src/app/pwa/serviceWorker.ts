// Registers the one service worker with workbox-window and exposes "an update is waiting". The
// page never reloads on its own: only after the user pressed Reload do we ask the waiting worker to
// activate, and reload once it controls the page (a wallet must never reload mid-signing).
// workbox-window is loaded on its own, after the first screen: registering never blocks drawing.
import type { Workbox } from 'workbox-window';
import { onlineManager } from '@tanstack/react-query';
import { GATEWAY_CACHE_QUOTA_MESSAGE } from '../../storage/quota';
import { persistStatus } from '../../query/persist/persistStatus';
import { createStore } from '../store';

/** True while a new service worker is installed and waiting for the user's go-ahead. */
export const updateWaiting = createStore(false);

let workbox: Workbox | undefined;
let userAcceptedUpdate = false;

/** Registers /sw.js (production builds in browsers with service workers only). */
export async function registerServiceWorker(scriptUrl = '/sw.js'): Promise<Workbox | undefined> {
  if (workbox || !('serviceWorker' in navigator)) return workbox;
  listenForWorkerNotices(navigator.serviceWorker);
  const [{ Workbox }, { trustedWorkerUrl }] = await Promise.all([
    import('workbox-window'),
    import('./trustedWorkerUrl'),
  ]);
  if (workbox) return workbox;
  const wb = new Workbox(trustedWorkerUrl(scriptUrl));
  // Fires for a worker that finished installing while we run, and also for one already waiting
  // when the page loaded (`wasWaitingBeforeRegister`).
  wb.addEventListener('waiting', () => updateWaiting.set(true));
  wb.addEventListener('controlling', () => {
    // The first install also takes control (clientsClaim); only a user-accepted update reloads.
    if (userAcceptedUpdate) reloadOnce();
  });
  wb.register().catch((error: unknown) =>
    console.error('Service worker registration failed', error),
  );
  workbox = wb;
  askToBeControlled(navigator.serviceWorker).catch((error: unknown) =>
    console.warn('Could not ask the service worker to control this page', error),
  );
  return wb;
}

/**
 * Once a worker is active, a page it does not control asks it to claim the page (the worker's side:
 * src/sw/update.ts, isClaimMessage). A shift-reload also leaves a page uncontrolled; being claimed
 * then only routes its later requests through the worker, as on a first install.
 */
async function askToBeControlled(container: ServiceWorkerContainer): Promise<void> {
  const registration = await container.ready;
  if (container.controller) return;
  registration.active?.postMessage({ type: 'CLAIM' });
}

/** The worker's gateway copy hit the quota: the same storage notice the page's own saving shows. */
function listenForWorkerNotices(container: ServiceWorkerContainer): void {
  container.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; at?: unknown } | null;
    if (data?.type !== GATEWAY_CACHE_QUOTA_MESSAGE) return;
    persistStatus.set({ kind: 'quota', at: typeof data.at === 'number' ? data.at : Date.now() });
  });
}

let reloading = false;

/**
 * Stops the page's query fetches and retries until it reloads. Chromium swaps workers once the old
 * one has stopped; a request from the page in that moment starts it again and the swap is dropped,
 * leaving the new worker "installed" for minutes (reported by others; our update e2e failed 5 of 30
 * times beside two busy processes and 1 of 20 beside nothing, 0 of 30 with this beside an npm ci).
 * The page reloads right after, so nothing is lost. Another open window of the app still sends its
 * requests (open: the two-window e2e failed 2 of 10 under heavy load).
 */
function quietForActivation(): void {
  onlineManager.setOnline(false);
}

function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/**
 * Called by the Reload button: activates the waiting worker; the page reloads once it is active.
 * The message goes to the waiting worker itself (Workbox's helper depends on its own record of the
 * registration), and the reload follows the worker's "activated" as well as the page's change of
 * controller, once. The page's own requests stop first (quietForActivation); should the worker
 * still not take over, the toast says what to do after a while (UpdateToast).
 */
export async function applyUpdate(): Promise<void> {
  if (!workbox) return;
  userAcceptedUpdate = true;
  const registration = await navigator.serviceWorker.getRegistration();
  const waiting = registration?.waiting;
  // Another tab already activated it: this page runs old code under the new worker, so reload.
  if (!waiting) return reloadOnce();
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated') reloadOnce();
  });
  quietForActivation();
  // The worker's side: src/sw/update.ts (isSkipWaitingMessage).
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
