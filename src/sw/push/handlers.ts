// The push and notification-click handlers, typed by the few parts of the worker scope they use
// (so unit tests can stand in for the scope). `src/sw/push.ts` wires them to the real events.
import { markAwaiting } from '../../storage/awaitingBadge';
import { getNotificationPrefs, isPushWanted } from '../../storage/notificationPrefs';
import { parseAppLink } from '../../session/routes/links';
import { notificationContent, type NotificationContent } from './content';
import { parsePushData, type PushData } from './payload';
import { EMPTY_PUSH_CONTEXT, richNotificationContent, type PushContext } from './richText';

/** An open window of the worker's origin (the parts used here). */
export interface PushWindowClient {
  url: string;
  focused: boolean;
  postMessage(message: unknown): void;
  focus(): Promise<unknown>;
}

/** What the handlers need from `ServiceWorkerGlobalScope`. */
export interface PushScope {
  registration: {
    scope: string;
    showNotification(title: string, options?: NotificationOptions): Promise<void>;
  };
  navigator: { setAppBadge?: (count?: number) => Promise<void> };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly PushWindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
}

/** The message the worker posts to an open window to show a notification's target. */
export interface OpenLinkMessage {
  type: 'PUSH:OPEN';
  href: string;
}

/** What a shown notification carries for its tap. */
interface NotificationData {
  link: string | null;
}

/** The action id of the "Review" button. */
export const REVIEW_ACTION = 'review';

/** Sets the app icon badge where the Badging API exists (a number, 0 clears it). */
async function setBadge(scope: PushScope, count: number): Promise<void> {
  await scope.navigator.setAppBadge?.(count).catch(() => undefined);
}

/** Updates the awaiting list a push tells about; returns the new badge number, or null. */
async function updateBadge(scope: PushScope, data: PushData): Promise<number | null> {
  const safeTxHash = data.safeTxHash;
  if (!safeTxHash || !/^0x[0-9a-fA-F]{64}$/.test(safeTxHash)) return null;
  let total: number;
  if (data.type === 'CONFIRMATION_REQUEST')
    total = await markAwaiting(data.chainId, data.address, safeTxHash, true);
  else if (data.type === 'EXECUTED_MULTISIG_TRANSACTION')
    total = await markAwaiting(data.chainId, data.address, safeTxHash, false);
  else return null;
  await setBadge(scope, total);
  return total;
}

/** What {@link handlePush} did, for the tests. */
export interface PushOutcome {
  shown: NotificationContent | null;
  reason: 'shown' | 'malformed' | 'not-wanted' | 'not-shown-type';
  badge: number | null;
}

/** Reads what a notification can name (the worker reads the gateway and the address book). */
export type ReadPushContext = (data: PushData) => Promise<PushContext>;

/** Handles one push's JSON (the real listener and the test hook both call this). */
export async function handlePush(
  scope: PushScope,
  json: unknown,
  readContext: ReadPushContext = async () => EMPTY_PUSH_CONTEXT,
): Promise<PushOutcome> {
  const data = parsePushData(json);
  if (!data) return { shown: null, reason: 'malformed', badge: null };
  // The badge follows the queue whatever the preferences say.
  const badge = await updateBadge(scope, data).catch(() => null);
  const prefs = await getNotificationPrefs(data.chainId, data.address);
  if (!isPushWanted(prefs, data.type)) return { shown: null, reason: 'not-wanted', badge };
  const plain = notificationContent(data, prefs?.display);
  if (!plain) return { shown: null, reason: 'not-shown-type', badge };
  const context = await readContext(data).catch(() => EMPTY_PUSH_CONTEXT);
  const content = richNotificationContent(data, plain, prefs?.display, context);
  const payload: NotificationData = { link: content.link };
  await scope.registration.showNotification(content.title, {
    body: content.body,
    tag: content.tag,
    icon: '/icons/icon-192.png',
    data: payload,
    // `actions` is not in every lib.dom version; Chromium shows the button.
    ...({ actions: content.review ? [{ action: REVIEW_ACTION, title: 'Review' }] : [] } as object),
  });
  return { shown: content, reason: 'shown', badge };
}

/** The in-app link a notification carries; anything that is not one of our screens → home. */
function linkOf(data: unknown): string {
  const link = (data as Partial<NotificationData> | null)?.link;
  return typeof link === 'string' && link.startsWith('/') && parseAppLink(link) ? link : '/';
}

/** A tap (or "Review"): focus an open window and send it there, else open one at the link. */
export async function openNotificationTarget(
  scope: PushScope,
  notification: Pick<Notification, 'data' | 'close'>,
): Promise<'focused' | 'opened'> {
  notification.close();
  const href = linkOf(notification.data);
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const origin = new URL(scope.registration.scope).origin;
  const ours = windows.filter((client) => new URL(client.url).origin === origin);
  const target = ours.find((client) => client.focused) ?? ours[0];
  if (target) {
    const message: OpenLinkMessage = { type: 'PUSH:OPEN', href };
    target.postMessage(message);
    // Focusing needs the tap's user activation; a test hook has none, and that is fine.
    await target.focus().catch(() => undefined);
    return 'focused';
  }
  await scope.clients.openWindow(new URL(href, scope.registration.scope).href);
  return 'opened';
}
