// The service worker: installs and controls, serves the shell offline, and updates only when the
// user says so.
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { SAFE, setServiceWorkerSuffix, waitForController } from '../support/app';
import { pageNetwork } from '../support/offline';

// Every test here installs the worker at least once (a 127-file precache, each file checked against
// its SRI hash) after the app's first screen is up, and the update tests install it twice and load
// up to four pages: in a fresh-clone CI run on two cores beside the devnet project, the first
// controller alone took 11 s and these tests took 21-31 s, against the default 30 s.
test.slow(true, 'full worker installs');

test.afterEach(async ({ request }) => {
  await setServiceWorkerSuffix(request, '');
});

test('the service worker installs and controls the page, also after a reload', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { name: 'Welcome to Countersign' })).toBeVisible();
  expect(await waitForController(page)).toMatch(/\/sw\.js$/);
  await page.reload();
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(controller).toMatch(/\/sw\.js$/);
});

test('offline, a deep link still opens the shell with the offline banner', async ({
  page,
  context,
}) => {
  await page.goto('/welcome');
  await waitForController(page);

  // Chromium brings a page the worker answered up as `navigator.onLine` true although the context
  // is offline (seen with a bare worker too): tell the page again after each navigation.
  const network = await pageNetwork(page);
  const gotoOffline = async (path: string) => {
    await page.goto(path);
    await network.offline();
  };
  await context.setOffline(true);
  await gotoOffline(`/transactions/queue?safe=${SAFE}`);
  await expect(page.getByRole('heading', { name: 'Transaction queue' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(SAFE);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();

  // A navigation the shell must not answer (API path) gets the offline page, not a browser error.
  await gotoOffline('/v1/chains');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();

  // Back online, the banner goes away without a reload.
  await gotoOffline(`/transactions/history?safe=${SAFE}`);
  await expect(page.getByText('You are offline.')).toBeVisible();
  await network.online();
  await context.setOffline(false);
  await expect(page.getByText('You are offline.')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Transaction history' })).toBeVisible();
});

test('a new version waits for the user: toast, no automatic reload, Reload activates it', async ({
  page,
  request,
}) => {
  const toast = page
    .getByRole('status')
    .filter({ hasText: 'A new version of Countersign is ready.' });
  await page.goto(`/home?safe=${SAFE}`);
  await waitForController(page);
  await expect(toast).toBeHidden();
  await page.evaluate(() => Object.assign(window, { e2eMarker: 'first load' }));

  // Publish a new worker and let the page find it.
  await setServiceWorkerSuffix(request, `// e2e update ${Date.now()}`);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Reload' })).toBeVisible();

  // Nothing reloads or activates on its own.
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as { e2eMarker?: string }).e2eMarker)).toBe(
    'first load',
  );
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting?.state;
    }),
  ).toBe('installed');

  // A worker already waiting when the page loads is offered too.
  await page.reload();
  await expect(toast).toBeVisible();

  // Reload: the waiting worker activates and the page reloads once it controls.
  await page.evaluate(() => Object.assign(window, { e2eMarker: 'before reload' }));
  const reloaded = page.waitForEvent('load');
  await toast.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  expect(await page.evaluate(() => (window as { e2eMarker?: string }).e2eMarker)).toBeUndefined();
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      waiting: registration?.waiting ?? null,
      active: registration?.active?.state,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
  expect(state).toEqual({ waiting: null, active: 'activated', controlled: true });
  await expect(toast).toBeHidden();
});

test('accepting an update in one tab never reloads another tab', async ({ context, request }) => {
  const first = await context.newPage();
  await first.goto(`/transactions/queue?safe=${SAFE}`);
  await waitForController(first);
  const second = await context.newPage();
  await second.goto(`/transactions/history?safe=${SAFE}`);
  await waitForController(second);
  await second.evaluate(() => Object.assign(window, { e2eMarker: 'mid-signing' }));

  await setServiceWorkerSuffix(request, `// e2e update ${Date.now()}`);
  await first.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  const toastIn = (page: typeof first) =>
    page.getByRole('status').filter({ hasText: 'A new version of Countersign is ready.' });
  await expect(toastIn(first)).toBeVisible();
  await expect(toastIn(second)).toBeVisible();

  const reloaded = first.waitForEvent('load');
  await toastIn(first).getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(toastIn(first)).toBeHidden();

  // The other tab now runs under the new worker but keeps its state and still offers the reload.
  await expect
    .poll(() =>
      second.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
    )
    .toBeNull();
  expect(await second.evaluate(() => (window as { e2eMarker?: string }).e2eMarker)).toBe(
    'mid-signing',
  );
  await expect(toastIn(second)).toBeVisible();
  const secondReloaded = second.waitForEvent('load');
  await toastIn(second).getByRole('button', { name: 'Reload' }).click();
  await secondReloaded;
  await expect(second.getByRole('heading', { name: 'Transaction history' })).toBeVisible();
  await expect(toastIn(second)).toBeHidden();
});
