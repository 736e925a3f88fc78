// A cold start of an everyday Safe screen: index.html's inline script asks for the screen's chunks
// and its first gateway answers beside the entry, and the app's own requests are served from those
// preloads (each URL leaves once), under the strict policy, with the screen drawn as usual.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo, safeParam } from '../support/devnet';
import { watchCspViolations } from '../support/csp';

/** Counts every request the page makes, by URL. */
function countRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => counts.set(request.url(), (counts.get(request.url()) ?? 0) + 1));
  return counts;
}

/** The page's preload links: `as=fetch` URLs and module URLs. */
async function preloadLinks(page: Page): Promise<{ data: string[]; modules: string[] }> {
  return page.evaluate(() => ({
    data: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map(
      (link) => link.href,
    ),
    modules: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.href,
    ),
  }));
}

const SCREENS = [
  { path: '/transactions/queue', drawn: '.tx-row', data: ['/transactions/queued'] },
  { path: '/transactions/history', drawn: '.tx-row', data: ['/transactions/history?timezone='] },
  // Home's balances are not among them: the total asks once Home has painted (TotalBalance.tsx).
  { path: '/home', drawn: '[data-testid="queued-count"]', data: ['/transactions/queued'] },
];

for (const screen of SCREENS) {
  test(`${screen.path}: its first answers are preloaded, and each is asked once`, async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    const counts = countRequests(page);
    const { address } = devnetInfo().safes.main;
    await page.goto(`${screen.path}?safe=${safeParam(address)}`);
    await expect(page.locator(screen.drawn).first()).toBeVisible({ timeout: 20_000 });

    const { data, modules } = await preloadLinks(page);
    const gateway = `${devnetInfo().gatewayUrl}/v1/chains`;
    const safeUrl = `${gateway}/${devnetInfo().chainId}/safes/${address}`;
    expect(data).toEqual(expect.arrayContaining([gateway, safeUrl]));
    for (const part of screen.data)
      expect(data.some((url) => url.startsWith(`${safeUrl}${part}`))).toBe(true);
    expect(data.filter((url) => url.includes('/balances/'))).toEqual([]);
    // Each preloaded answer was the app's answer too: asked of the gateway once, not twice.
    for (const url of data) expect(counts.get(url), url).toBe(1);
    expect(modules.length).toBeGreaterThan(1);
    for (const url of modules) expect(counts.get(url), url).toBe(1);
    expect(violations.violations).toEqual([]);
  });
}

test('the everyday screens load ahead once the first screen is up, without a burst of links', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  const counts = countRequests(page);
  await page.goto(`/home?safe=${safeParam(devnetInfo().safes.main.address)}`);
  await expect(page.getByTestId('queued-count')).toBeVisible({ timeout: 20_000 });
  // The transaction screen's review code arrives by itself (src/app/idlePreloads.ts)…
  const review = /\/assets\/TxReview-[\w-]+\.js$/;
  await expect
    .poll(() => [...counts.keys()].some((url) => review.test(url)), { timeout: 30_000 })
    .toBe(true);
  // …through the module loader, from the screen chunk's own imports: no link per dependency (37
  // for this screen, all inserted in one task by the build's preload helper), each file asked once.
  const { modules } = await preloadLinks(page);
  expect(modules.filter((url) => /\/(TxReview|TxDetailsScreen)-[\w-]+\.js$/.test(url))).toEqual([]);
  for (const [url, count] of counts) if (review.test(url)) expect(count, url).toBe(1);
  expect(violations.violations).toEqual([]);
});

test('on a device without a wallet, the wallet starts only once the screen is up', async ({
  page,
}) => {
  // The queue's code arrives a second late: its answers are in by then, and the page has idle
  // moments while it shows the loading panel. The wallet's code (like the worker and the header
  // bar) used to start in such a moment, in front of the screen it was meant to follow.
  let released = 0;
  await page.route(/\/assets\/QueueScreen-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    released = Date.now();
    await route.continue();
  });
  let walletAsked = 0;
  page.on('request', (request) => {
    if (/\/startWalletSession-[\w-]+\.js$/.test(request.url())) walletAsked ||= Date.now();
  });
  await page.goto(`/transactions/queue?safe=${safeParam(devnetInfo().safes.main.address)}`);
  await expect(page.locator('.tx-row').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => walletAsked, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(released).toBeGreaterThan(0);
  expect(walletAsked).toBeGreaterThan(released);
});
