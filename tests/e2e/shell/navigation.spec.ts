// Routing, layout and keyboard use of the shell.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { SAFE } from '../support/app';

/** The URL's path and its `safe` parameter (decoded). */
function where(page: Page) {
  const url = new URL(page.url());
  return { path: url.pathname, safe: url.searchParams.get('safe') };
}

test('`/` redirects to the Safe home with a safe, else to welcome', async ({ page }) => {
  await page.goto(`/?safe=${SAFE}`);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  expect(where(page)).toEqual({ path: '/home', safe: SAFE });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Countersign' })).toBeVisible();
  expect(where(page).path).toBe('/welcome');
});

test('unknown paths show the 404 screen, whose way home keeps the Safe', async ({ page }) => {
  await page.goto(`/transactions/nope?safe=${SAFE}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('/transactions/nope');
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  expect(where(page)).toEqual({ path: '/home', safe: SAFE });
});

test('navigation keeps ?safe= across the main navigation and area tabs', async ({ page }) => {
  await page.goto(`/home?safe=${SAFE}`);
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('link', { name: 'Transactions' }).click();
  await expect(page.getByRole('heading', { name: 'Transaction queue' })).toBeVisible();
  expect(where(page)).toEqual({ path: '/transactions/queue', safe: SAFE });
  await expect(nav.getByRole('link', { name: 'Transactions' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page
    .getByRole('navigation', { name: 'Section' })
    .getByRole('link', { name: 'History' })
    .click();
  await expect(page.getByRole('heading', { name: 'Transaction history' })).toBeVisible();
  expect(where(page)).toEqual({ path: '/transactions/history', safe: SAFE });

  await nav.getByRole('link', { name: 'Assets' }).click();
  await expect(page.getByRole('heading', { name: 'Assets' })).toBeVisible();
  expect(where(page)).toEqual({ path: '/balances', safe: SAFE });
  await expect(page.getByRole('main')).toContainText(SAFE);

  // Detail screens read their own parameters too.
  await page.goto(`/transactions/tx?safe=${SAFE}&id=multisig_0xabc`);
  await expect(page.getByRole('heading', { name: 'Transaction details' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('id')).toBe('multisig_0xabc');
  expect(where(page).safe).toBe(SAFE);
});

test('screens load without console errors; Setup shows this build', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The production build talks to the public gateway, which this offline machine cannot reach;
    // Chromium logs each refused request. The screens' own handling of that is tested on the devnet.
    if (message.text().startsWith('Failed to load resource: net::')) return;
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/settings/setup?safe=${SAFE}`);
  await expect(page.getByRole('heading', { name: 'About this build' })).toBeVisible();
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  await expect(page.getByRole('main')).toContainText(version);
  await expect(page.getByRole('main')).toContainText('https://safe-client.safe.global');
  for (const name of ['Home', 'Assets', 'Transactions', 'Apps']) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('at 360 px the bottom tab bar shows and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of ['/welcome', `/home?safe=${SAFE}`, `/transactions/messages?safe=${SAFE}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    const box = await nav.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(780);
    expect(box?.width).toBe(360);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBe(0);
  }
});

test('on wide screens the navigation is a side bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/home?safe=${SAFE}`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Address book' })).toBeVisible();
  const box = await nav.boundingBox();
  expect(box?.x).toBe(0);
  expect(box && box.width).toBeLessThan(300);
  expect(box && box.height).toBeGreaterThan(500);
});

test('a keyboard user can skip to the content and reach the main navigation', async ({ page }) => {
  await page.goto(`/home?safe=${SAFE}`);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  const skipBox = await skip.boundingBox();
  expect(skipBox && skipBox.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // From the top, Tab reaches the main navigation, with a visible focus ring.
  await page.goto(`/home?safe=${SAFE}`);
  const target = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Transactions' });
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((link) => link === document.activeElement)) break;
  }
  await expect(target).toBeFocused();
  expect(await target.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Transaction queue' })).toBeVisible();
  expect(where(page)).toEqual({ path: '/transactions/queue', safe: SAFE });
  await expect(page.getByRole('main')).toBeFocused();
});

test('the theme choice applies at once and survives a reload (IndexedDB, not localStorage)', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/welcome');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  // The theme lives in the header's menu.
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });

  await menu.click();
  await page.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await background();
  expect(dark).not.toBe(light);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await menu.click();
  await expect(page.getByLabel('Theme')).toHaveValue('dark');
  expect(await background()).toBe(dark);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  await page.getByLabel('Theme').selectOption('system');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.+/);
  expect(await background()).toBe(light);
});
