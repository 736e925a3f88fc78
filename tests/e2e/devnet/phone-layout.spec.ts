// Every screen with the seeded devnet's data, at 360×780 (touch) and 1366×900: no sideways scroll,
// a header of at most 64 px on the phone, no focusable control under the sticky header or the
// bottom bar once focus scrolls to it, "New transaction" only where it belongs, and a screenshot of
// each screen at both sizes kept with the test's results.
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo, safeParam } from '../support/devnet';
import { measureLayout } from '../support/layout';
import { connectFromHeader } from '../support/wallet';

/** One screen: how to reach it, what shows it is loaded, and whether it offers a new transaction. */
interface Screen {
  name: string;
  open: (page: Page, safe: string) => Promise<void>;
  ready: (page: Page) => Locator;
  offersNew: boolean;
}

const main = (page: Page) => page.getByRole('main');

/** Saves a screenshot in the test's output folder and attaches it to the test's results. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const path = testInfo.outputPath(`${name.replace(/\W+/g, '-')}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const SCREENS: Screen[] = [
  {
    name: 'home',
    open: (page, safe) => page.goto(`/home?safe=${safe}`).then(() => undefined),
    ready: (page) => page.getByTestId('awaiting-count'),
    offersNew: true,
  },
  {
    name: 'assets',
    open: (page, safe) => page.goto(`/balances?safe=${safe}`).then(() => undefined),
    ready: (page) => page.getByTestId('fiat-total'),
    offersNew: true,
  },
  {
    name: 'queue',
    open: (page, safe) => page.goto(`/transactions/queue?safe=${safe}`).then(() => undefined),
    ready: (page) => page.locator('.tx-row').first(),
    offersNew: true,
  },
  {
    name: 'details',
    open: async (page, safe) => {
      await page.goto(`/transactions/queue?safe=${safe}`);
      // The row's link, followed directly: the list re-renders as its review lands.
      await page.goto((await page.locator('.tx-row').first().getAttribute('href'))!);
    },
    ready: (page) => page.locator('[data-verdict]').first(),
    offersNew: false,
  },
  {
    name: 'history',
    open: (page, safe) => page.goto(`/transactions/history?safe=${safe}`).then(() => undefined),
    ready: (page) => page.locator('.tx-row').first(),
    offersNew: true,
  },
  {
    name: 'messages',
    open: (page, safe) => page.goto(`/transactions/messages?safe=${safe}`).then(() => undefined),
    ready: (page) => page.locator('[data-status="NEEDS_CONFIRMATION"]').first(),
    offersNew: true,
  },
  {
    name: 'message details',
    open: async (page, safe) => {
      await page.goto(`/transactions/messages?safe=${safe}`);
      const row = page.locator('.tx-row', { hasText: 'hello from the owners' });
      await page.goto((await row.getAttribute('href'))!);
    },
    ready: (page) => page.locator('[data-verdict]').first(),
    offersNew: false,
  },
  {
    name: 'address book',
    open: (page, safe) => page.goto(`/address-book?safe=${safe}`).then(() => undefined),
    ready: (page) => main(page).getByRole('heading', { name: 'Address book', level: 1 }),
    offersNew: false,
  },
  {
    name: 'settings',
    open: (page, safe) => page.goto(`/settings/setup?safe=${safe}`).then(() => undefined),
    ready: (page) => page.getByTestId('version'),
    offersNew: false,
  },
  {
    name: 'notifications',
    open: (page, safe) => page.goto(`/settings/notifications?safe=${safe}`).then(() => undefined),
    ready: (page) => page.getByTestId('push-support'),
    offersNew: false,
  },
  {
    name: 'outbox',
    open: (page, safe) => page.goto(`/outbox?safe=${safe}`).then(() => undefined),
    ready: (page) => main(page).getByRole('heading', { name: 'Outbox', level: 1 }),
    offersNew: false,
  },
  {
    name: 'apps',
    open: (page, safe) => page.goto(`/apps?safe=${safe}`).then(() => undefined),
    ready: (page) => page.getByTestId('safe-app-card').first(),
    offersNew: true,
  },
  {
    name: 'new transaction',
    open: (page, safe) => page.goto(`/new-transaction?safe=${safe}`).then(() => undefined),
    ready: (page) => page.getByRole('link', { name: 'Send coins' }),
    offersNew: false,
  },
  {
    name: 'send tokens',
    open: (page, safe) =>
      page.goto(`/new-transaction?safe=${safe}&kind=send-erc20`).then(() => undefined),
    ready: (page) => page.getByLabel('Recipient', { exact: true }),
    offersNew: false,
  },
  {
    name: 'welcome',
    open: (page) => page.goto('/welcome').then(() => undefined),
    ready: (page) => page.getByTestId('recent-safes'),
    offersNew: false,
  },
];

test.describe('at 360×780, touch', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

  test('every screen: no sideways scroll, a header ≤ 64 px, nothing covered', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { safes } = devnetInfo();
    const safe = safeParam(safes.main.address);
    await page.goto(`/home?safe=${safe}`);
    await connectFromHeader(page, safes.main.owners[2]!);
    const problems: string[] = [];
    for (const screen of SCREENS) {
      await screen.open(page, safe);
      await expect(screen.ready(page), screen.name).toBeVisible({ timeout: 20_000 });
      // "New transaction" lives in the bottom bar, and only where it makes sense.
      await expect(page.getByTestId('new-transaction-nav'), screen.name).toHaveCount(
        screen.offersNew ? 1 : 0,
      );
      // Parts still loading may reflow the screen once: judge it as it settles.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
          message: `${screen.name} settles within the screen`,
        })
        .toBeLessThanOrEqual(360)
        .catch(() => undefined);
      const report = await measureLayout(page);
      if (report.scrollWidth > report.clientWidth)
        problems.push(
          `${screen.name}: ${report.scrollWidth}px wide in ${report.clientWidth}px (${report.wide.join('; ')})`,
        );
      if (report.headerHeight > 64)
        problems.push(`${screen.name}: header ${report.headerHeight}px high`);
      for (const control of report.covered) problems.push(`${screen.name}: covered ${control}`);
      await keepScreenshot(page, testInfo, `phone ${screen.name}`, true);
    }
    expect(problems).toEqual([]);
  });
});

test.describe('at 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('every screen: no sideways scroll; the switcher panel in view', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { safes } = devnetInfo();
    const safe = safeParam(safes.main.address);
    await page.goto(`/home?safe=${safe}`);
    await connectFromHeader(page, safes.main.owners[2]!);
    const problems: string[] = [];
    for (const screen of SCREENS) {
      await screen.open(page, safe);
      await expect(screen.ready(page), screen.name).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('new-transaction'), screen.name).toHaveCount(
        screen.offersNew ? 1 : 0,
      );
      const report = await measureLayout(page);
      if (report.scrollWidth > report.clientWidth)
        problems.push(`${screen.name}: ${report.scrollWidth}px wide in ${report.clientWidth}px`);
      await keepScreenshot(page, testInfo, `desktop ${screen.name}`);
    }
    expect(problems).toEqual([]);

    // The Safe switcher's panel opens over the side bar, fully inside the window.
    await page.goto(`/home?safe=${safe}`);
    const switcher = page.getByRole('banner').getByTestId('safe-switcher');
    await switcher.click();
    const panel = page.locator('.safe-switcher-panel');
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
    // Topmost at its own centre-left: not under the side navigation.
    const onTop = await panel.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + 8, rect.top + rect.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
    await keepScreenshot(page, testInfo, 'desktop switcher open');
  });
});
