// Balances a user can trust, on the devnet: the seed sends main an untrusted look-alike of the test
// token ("Test Token", symbol TST with a zero-width space, worth nothing). It is hidden by default,
// "Show" reveals it marked Untrusted with its full checksummed address and explorer link, the
// choices survive a reload, and the layout keeps figures readable on a phone and whole on desktop.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo, safeParam } from '../support/devnet';

const tokenList = (page: Page) => page.getByRole('list', { name: 'Token balances' });

test('the untrusted look-alike is hidden until shown, then marked with its address; choices persist', async ({
  page,
}) => {
  const { safes, gatewayUrl } = devnetInfo();
  await page.goto(`/balances?safe=${safeParam(safes.main.address)}`);
  const list = tokenList(page);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('8.8 ETH');
  await expect(list).toContainText('985 TST');
  await expect(list).not.toContainText(safes.lookAlikeToken);
  await expect(page.getByRole('status').filter({ hasText: '1 hidden token —' })).toBeVisible();

  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  const untrusted = list.getByRole('listitem').filter({ hasText: 'Untrusted' });
  await expect(untrusted).toContainText('Test Token');
  await expect(untrusted).toContainText('5,000');
  await expect(untrusted).toContainText(safes.lookAlikeToken);
  await expect(untrusted).toContainText('Look-alike name');
  await expect(untrusted.getByRole('link', { name: /block explorer/ })).toHaveAttribute(
    'href',
    `${gatewayUrl}/explorer/address/${safes.lookAlikeToken}`,
  );
  // The real test token shares the name, so it shows its own address too.
  await expect(list.getByRole('listitem').filter({ hasText: '985 TST' })).toContainText(
    safes.erc20,
  );

  await page.reload();
  await expect(page.getByLabel('Show hidden tokens (untrusted or spam)')).toBeChecked();
  await expect(list.getByRole('listitem').filter({ hasText: 'Untrusted' })).toContainText(
    safes.lookAlikeToken,
  );

  // The look-alike is priced at nothing: "hide tokens worth nothing" leaves it out, also after reload.
  await page.getByLabel('Hide tokens worth nothing').check();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('1 token worth nothing hidden')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Hide tokens worth nothing')).toBeChecked();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).not.toContainText(safes.lookAlikeToken);
});

test('on a 360 px phone each figure is labelled; on desktop numbers stay on one line', async ({
  page,
}) => {
  const { safes } = devnetInfo();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/balances?safe=${safeParam(safes.main.address)}`);
  const ether = tokenList(page).getByRole('listitem').filter({ hasText: '8.8 ETH' });
  for (const label of ['Amount', 'Price', 'Value']) {
    const box = await ether.locator('.figure-label', { hasText: label }).boundingBox();
    expect(box?.width, label).toBeGreaterThan(20);
  }
  await expect(ether.locator('.balance-figure').nth(1)).toHaveText(/^Price\s+\$3,000\.00$/);
  await expect(ether.locator('.balance-figure').nth(2)).toHaveText(/^Value\s+\$26,400\.00$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const icon = await ether.locator('.token-logo').boundingBox();
  expect(icon?.width).toBeCloseTo(icon?.height ?? 0, 0);

  await page.setViewportSize({ width: 1280, height: 800 });
  const value = ether.locator('.balance-figure').nth(2).locator('.figure-number');
  await expect(value).toHaveCSS('white-space', 'nowrap');
  const line = await value.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  const height = (await value.boundingBox())?.height ?? 0;
  expect(height).toBeLessThan(line * 1.5);
  // The headings name the columns; the per-figure labels are for screen readers only.
  const label = await ether.locator('.figure-label', { hasText: 'Price' }).boundingBox();
  expect(label?.width ?? 0).toBeLessThanOrEqual(1);
});
