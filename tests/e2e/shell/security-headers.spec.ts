// The production build's Content-Security-Policy and Subresource Integrity, as served: the header on
// the shell, client routes and the worker, the <meta> fallback, every screen running without a
// violation, and tampered script chunks (entry, lazy import, module preload) refused.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { SAFE } from '../support/app';
import { expectStrictPolicy, parsePolicy, watchCspViolations } from '../support/csp';

/** The import map's `integrity` section of the loaded page. */
async function pinnedChunks(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const map = document.querySelector('script[type="importmap"]')?.textContent ?? '{}';
    return (JSON.parse(map) as { integrity?: Record<string, string> }).integrity ?? {};
  });
}

/** Serves `url` with one byte more than the build wrote (a CDN or proxy altering the file). */
async function tamper(page: Page, url: string): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n;` });
  });
}

test('the shell, client routes and the worker are sent with the strict policy', async ({
  request,
}) => {
  for (const path of ['/', `/home?safe=${SAFE}`, '/sw.js', '/offline.html']) {
    const directives = expectStrictPolicy(await request.get(path));
    expect(directives.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://safe-client.safe.global',
        'https:',
        'wss:',
        'https://fcmregistrations.googleapis.com',
        'wss://relay.walletconnect.org',
      ]),
    );
    expect(directives.get('frame-ancestors')).toEqual(["'self'", 'https://app.safe.global']);
    // A production build allows no plain-http origin anywhere.
    expect([...directives.values()].flat().filter((source) => source.startsWith('http:'))).toEqual(
      [],
    );
  }
  const html = await (await request.get('/')).text();
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
  const header = (await request.get('/')).headers()['content-security-policy'] as string;
  // The <meta> fallback is the header minus frame-ancestors, which a <meta> cannot carry.
  const expected = parsePolicy(header);
  expected.delete('frame-ancestors');
  expect(parsePolicy(meta ?? '')).toEqual(expected);
});

test('every screen runs without a policy violation', async ({ page }) => {
  const watch = await watchCspViolations(page);
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const path of [
    `/home?safe=${SAFE}`,
    `/settings/setup?safe=${SAFE}`,
    `/transactions/messages?safe=${SAFE}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  for (const name of ['Home', 'Assets', 'Transactions', 'Apps', 'Settings']) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // The connect dialog loads its own chunks (wallet list, WalletConnect, QR code).
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
  expect(watch.violations).toEqual([]);
});

test.describe('tampered chunks', () => {
  // page.route does not see requests a service worker answers: keep the worker out.
  test.use({ serviceWorkers: 'block' });

  test('a lazy chunk and a module preload whose bytes changed are refused', async ({
    page,
    browser,
  }) => {
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const pinned = Object.keys(await pinnedChunks(page));
    // Two chunks the welcome screen has not loaded yet.
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    const lazy = pinned.filter((url) => /Screen-/.test(url) && !loaded.includes(url));
    expect(lazy.length).toBeGreaterThanOrEqual(2);
    const [imported, preloaded] = lazy as [string, string];
    await tamper(page, `**${imported}`);
    await tamper(page, `**${preloaded}`);

    const importOutcome = (url: string) =>
      page.evaluate(
        (chunk) =>
          import(chunk).then(
            () => 'loaded',
            (error: unknown) => `refused: ${String(error)}`,
          ),
        url,
      );
    expect(await importOutcome(imported)).toMatch(/^refused/);

    const preloadOutcome = await page.evaluate(
      (chunk) =>
        new Promise<string>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.href = chunk;
          link.onload = () => resolve('loaded');
          link.onerror = () => resolve('refused');
          document.head.append(link);
        }),
      preloaded,
    );
    expect(preloadOutcome).toBe('refused');
    // Nor did the refused preload leave a module behind for a later import to reuse.
    expect(await importOutcome(preloaded)).toMatch(/^refused/);

    // The same chunks, untouched, load: the refusal is the integrity check's.
    const clean = await browser.newPage({ serviceWorkers: 'block' });
    await clean.goto('/welcome');
    await expect(clean.getByRole('heading', { level: 1 })).toBeVisible();
    for (const url of [imported, preloaded])
      expect(await clean.evaluate((chunk) => import(chunk).then(() => 'loaded'), url)).toBe(
        'loaded',
      );
    await clean.close();
  });

  test('a tampered entry chunk does not run', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    const entry = html.match(/<script type="module"[^>]*\ssrc="([^"]+)"/)?.[1];
    expect(entry).toBeTruthy();
    await tamper(page, `**${entry}`);
    // The slow-boot hint waits 20 s of animation time: run the page's animation clock 10× fast
    // rather than wait them out (the hint's delay is still the stylesheet's own).
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Animation.enable');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 10 });
    const refusal = page.waitForEvent('console', (message) => /integrity/i.test(message.text()));
    await page.goto('/welcome');
    expect((await refusal).text()).toContain(entry as string);
    // React never committed: the page's own loading shell is still what #root holds.
    await expect(page.locator('#root > .loading')).toHaveText('Loading Countersign…');
    await expect(page.getByRole('banner')).toHaveCount(0);
    // And the shell says what to do once it has waited long enough (its stylesheet's timer).
    await expect(page.getByText('Still loading? Check your connection')).toBeVisible({
      timeout: 30_000,
    });
  });
});

test('a worker whose precached file was altered in transit never installs', async ({
  page,
  context,
}) => {
  // A precached file the page itself never loads (the offline page's stylesheet); only the
  // worker's precache request is altered (the page's own loads have their own check).
  const precached = '/offline.css';
  expect((await page.request.get(precached)).status()).toBe(200);
  let altered: () => void = () => {};
  const workerAltered = new Promise<void>((resolve) => (altered = resolve));
  await context.route(`**${precached}`, async (route, request) => {
    if (request.serviceWorker() === null) return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n` });
    altered();
  });
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await workerAltered;
  // The install fails: a first worker that cannot install leaves no registration behind, and
  // nothing ever controls the page.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration ? 'registered' : 'none';
      }),
    )
    .toBe('none');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});
