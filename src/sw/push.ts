// Web push in the one service worker. FCM delivers its messages as standard Web Push to this
// worker (the page asks Firebase for a token with this worker's registration), so the worker
// does not load Firebase's own messaging listener: that listener would show a second, automatic
// notification for `notification` payloads and forwards pushes to a visible page instead of the
// worker. Each push: parse (FCM envelope or plain data) → badge → preferences → what it is about
// (the transaction, message and names, read within a short budget) → at most one
// notification (tag per transaction). A tap focuses an open window and tells it where to go (no
// reload: a wallet may be mid-signing), or opens one at the link.
import { currentGatewayBase } from './gateway-base';
import { handlePush, openNotificationTarget, type ReadPushContext } from './push/handlers';
import { readPushJson } from './push/payload';
import { readPushContext } from './push/subject';
import type { NotificationContent } from './push/content';
import { addTestHook } from './test-hooks';

export type { OpenLinkMessage, PushOutcome } from './push/handlers';

// The transaction or message a push is about, and the names, so the words say what is asked.
const readContext: ReadPushContext = async (data) =>
  readPushContext(data, { gatewayBase: await currentGatewayBase() });

// Test builds keep what happened to each push since this worker started, so a test that waited
// in vain can tell "never arrived" (or the worker restarted) from "arrived and not shown".
const PUSH_LOG_SIZE = 50;
const pushLog: { at: number; event: string; shown?: NotificationContent }[] = [];
function notePush(event: string, shown?: NotificationContent | null): void {
  if (import.meta.env.VITE_TEST_HOOKS !== 'true') return;
  pushLog.push({ at: Date.now(), event, ...(shown ? { shown } : {}) });
  if (pushLog.length > PUSH_LOG_SIZE) pushLog.shift();
}

/** Wires push and notificationclick into the worker. */
export function installPush(scope: ServiceWorkerGlobalScope): void {
  notePush('worker started');
  scope.addEventListener('push', (event) => {
    // The raw data, so a test can tell which of its pushes arrived (read in test builds only).
    if (import.meta.env.VITE_TEST_HOOKS === 'true')
      notePush(`push received ${event.data?.text() ?? ''}`);
    event.waitUntil(
      handlePush(scope, readPushJson(event.data), readContext).then(
        // What was handed to showNotification too: Chromium has been seen to leave a notification
        // out of getNotifications() after showNotification resolved (a test can then tell).
        (outcome) => notePush(`push ${outcome.reason}`, outcome.shown),
        (error: unknown) => {
          notePush(`push failed: ${String(error)}`);
          console.error('Push not handled', error);
        },
      ),
    );
  });
  scope.addEventListener('notificationclick', (event) => {
    event.waitUntil(openNotificationTarget(scope, event.notification));
  });
  if (import.meta.env.VITE_TEST_HOOKS === 'true') {
    addTestHook('TEST:push', (message) => handlePush(scope, message.payload, readContext));
    addTestHook('TEST:push-log', async () => [...pushLog]);
    // notificationclick cannot be produced by CDP or Playwright: the same function, by tag.
    addTestHook('TEST:notification-click', async (message) => {
      const notifications = await scope.registration.getNotifications();
      const listed = notifications.find((item) => item.tag === message.tag);
      if (listed) return openNotificationTarget(scope, listed);
      // Chromium sometimes leaves a shown notification out of getNotifications() (see the log
      // above); a person could still tap it, so the tap opens what this worker showed last.
      const shown = pushLog.findLast(
        (entry) => entry.event === 'push shown' && entry.shown?.tag === message.tag,
      )?.shown;
      if (!shown) throw new Error(`No notification with tag ${String(message.tag)}`);
      console.warn(
        `notification ${shown.tag} is not listed by the browser; tapping what was shown`,
      );
      return openNotificationTarget(scope, { data: { link: shown.link }, close: () => undefined });
    });
  }
}
