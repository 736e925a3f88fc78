// Starting the app offline in a browser that already has its service worker, despite two Chromium
// quirks (seen with a bare worker too, so not the app's doing).
import type { BrowserContext, Page } from '@playwright/test';

/**
 * The reopened browser, offline. Two Chromium quirks (seen with a bare worker too): a relaunched
 * browser's worker starts online although the context is offline, and a navigation the worker
 * answers comes up with `navigator.onLine` true. So a precached file starts the worker (no app code
 * runs), toggling re-applies offline to it, and the page is told again after every navigation
 * through its own CDP session (no online moment while the app runs).
 */
export async function offlineStart(context: BrowserContext) {
  await context.setOffline(true);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/manifest.webmanifest');
  await context.setOffline(false);
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  const goto = async (path: string) => {
    await page.goto(path);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
  return { page, goto };
}

/**
 * The page's own network switch (CDP). After a navigation the worker answered, Chromium reports
 * `navigator.onLine` true although the context is offline: call `offline()` after each such
 * navigation, and `online()` before `context.setOffline(false)`.
 */
export async function pageNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const emulate = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  return { offline: () => emulate(true), online: () => emulate(false) };
}
