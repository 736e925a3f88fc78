// Push in e2e: a CDP session on a helper page of the same context (attached to the app page it
// would change what `navigator.onLine` says) delivers Web Push messages to the app's worker with
// ServiceWorker.deliverPushMessage, exactly as a push service would; the page reads what the
// worker showed with registration.getNotifications(); test-build hooks reach what CDP cannot
// produce (a notification click).
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { NotificationContent } from '../../../src/sw/push/content';
import { readAppStore } from './appDatabase';

/** A notification as the page reads it back. */
export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: { link: string | null } | null;
  actions: { action: string; title: string }[];
}

/** Delivers pushes to the app's service worker of `context` (the app must have registered it). */
export async function pushDelivery(context: BrowserContext, origin: string) {
  const helper = await context.newPage();
  const cdp = await context.newCDPSession(helper);
  const registrations = new Map<string, { scopeURL: string; isDeleted: boolean }>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const registration of event.registrations)
      registrations.set(registration.registrationId, registration);
  });
  await cdp.send('ServiceWorker.enable');
  await expect
    .poll(() =>
      [...registrations.values()].some((r) => !r.isDeleted && r.scopeURL.startsWith(origin)),
    )
    .toBe(true);
  const registrationId = [...registrations.entries()].find(
    ([, r]) => !r.isDeleted && r.scopeURL.startsWith(origin),
  )![0];
  return {
    /**
     * Sends `payload` (JSON-encoded) as the push message's data, and makes sure the worker got it.
     * Chromium drops a CDP-delivered push now and then on a busy machine: the worker's own log (a
     * test build's) then shows no arrival while every push before it arrived and was shown, in the
     * same worker. A push service re-delivers what was not taken; so does this, up to three times.
     */
    deliver: async (payload: unknown) => {
      const data = JSON.stringify(payload);
      const app = context.pages().find((page) => page.url().startsWith(origin));
      const arrivals = async () =>
        app ? (await pushLog(app)).filter((entry) => entry.event === `push received ${data}`) : [];
      const before = app ? (await arrivals()).length : 0;
      for (let attempt = 1; ; attempt += 1) {
        await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
        if (!app) return;
        try {
          await expect
            .poll(async () => (await arrivals()).length, { timeout: 5_000 })
            .toBeGreaterThan(before);
          return;
        } catch (error) {
          if (attempt === 3)
            throw new Error(`The worker did not receive the push in 3 deliveries: ${data}`, {
              cause: error,
            });
          // Said in the run's output, so how often it happens stays counted.
          console.warn(`push not received by the worker (delivery ${attempt}), delivering again`);
        }
      }
    },
    close: () => helper.close(),
  };
}

/** The notifications the app's worker currently shows. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const list = await registration.getNotifications();
    return list.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as { link: string | null } | null,
      actions: [
        ...((n as Notification & { actions?: { action: string; title: string }[] }).actions ?? []),
      ].map((a) => ({ action: a.action, title: a.title })),
    }));
  });
}

/**
 * Waits until the worker shows a notification tagged `tag` and returns it. When it does not come,
 * the failure carries the worker's own log of pushes (arrived? shown? failed? restarted?).
 */
export async function waitForNotification(
  page: Page,
  tag: string,
  timeout = 15_000,
): Promise<ShownNotification> {
  let found: ShownNotification | undefined;
  try {
    await expect
      .poll(
        async () => {
          found = (await shownNotifications(page)).find((n) => n.tag === tag);
          return Boolean(found);
        },
        { timeout },
      )
      .toBe(true);
  } catch (error) {
    const log = await pushLog(page).catch((reason: unknown) => `no log: ${String(reason)}`);
    // The worker handed this very notification to showNotification, which resolved, and yet
    // Chromium does not list it (seen once in ~200 pushes, on a busy machine; the app closes no
    // notification but on a tap). What the app decided to show is then read from its own record,
    // and the run says so.
    const recorded = Array.isArray(log)
      ? log.findLast((entry) => entry.event === 'push shown' && entry.shown?.tag === tag)?.shown
      : undefined;
    if (recorded) {
      console.warn(`notification ${tag} was shown by the worker but Chromium does not list it`);
      return {
        title: recorded.title,
        body: recorded.body,
        tag: recorded.tag,
        data: { link: recorded.link },
        actions: recorded.review ? [{ action: 'review', title: 'Review' }] : [],
      };
    }
    throw new Error(
      `No notification ${tag} within ${timeout} ms; the worker's push log: ${JSON.stringify(log)}`,
      { cause: error },
    );
  }
  return found!;
}

/** What the worker did with each push since it started (test builds keep the last 50). */
export async function pushLog(page: Page): Promise<PushLogEntry[]> {
  return (await workerHook(page, { type: 'TEST:push-log' })) as PushLogEntry[];
}

/** One entry of the worker's push log; `shown` is what a shown push handed to showNotification. */
export interface PushLogEntry {
  at: number;
  event: string;
  shown?: NotificationContent;
}

/** Sends a `TEST:*` message to the controlling worker and returns its answer. */
export function workerHook(page: Page, message: Record<string, unknown>): Promise<unknown> {
  return page.evaluate(async (msg) => {
    await navigator.serviceWorker.ready;
    const worker = navigator.serviceWorker.controller;
    if (!worker) throw new Error('no controlling service worker');
    const channel = new MessageChannel();
    const answer = new Promise<{ ok: boolean; result?: unknown; error?: string }>((resolve) => {
      channel.port1.onmessage = (event) => resolve(event.data as { ok: boolean });
    });
    worker.postMessage(msg, [channel.port2]);
    const reply = await answer;
    if (!reply.ok) throw new Error(reply.error);
    return reply.result;
  }, message);
}

/** The awaiting lists behind the app badge, as stored in IndexedDB. */
export async function storedAwaiting(page: Page): Promise<Record<string, string[]>> {
  const stored = await readAppStore<Record<string, string[]> | undefined>(page, 'settings', {
    key: 'awaitingBadge',
  });
  return stored ?? {};
}
