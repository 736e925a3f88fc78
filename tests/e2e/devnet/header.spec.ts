// The header on every screen, at phone and desktop widths: the open Safe (chain, short address), a
// switcher to recent and owned Safes and back to the welcome list, and the wallet — connected from
// the header, "Owner" or not, reconnected silently after a reload. Home's awaiting count opens the
// queue filtered to what waits for the connected owner.
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { readAppStore } from '../support/appDatabase';
import { devnetInfo, safeParam } from '../support/devnet';
import { connectFromHeader, shortAccount } from '../support/wallet';

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`header at ${viewport.width}px: connect, owner, switch Safes, all Safes, reload`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { safes } = devnetInfo();
    const owner = safes.main.owners[2]!;
    const banner = page.getByRole('banner');
    const switcher = banner.getByTestId('safe-switcher');

    // Visit the legacy Safe first so it is a recent Safe to switch to.
    await page.goto(`/home?safe=${safeParam(safes.legacy.address)}`);
    await expect(page.getByTestId('version')).toHaveText('1.3.0');
    // The visit is stored once Home has the Safe; a page load before that write has committed
    // would abort it (a closing page's IndexedDB transactions are aborted).
    await expect
      .poll(() => readAppStore<string[]>(page, 'recentSafes', 'keys'))
      .toContain(`${devnetInfo().chainId}:${safes.legacy.address}`);
    await page.goto(`/transactions/history?safe=${safeParam(safes.main.address)}`);
    await expect(switcher).toContainText('Devnet');
    await expect(switcher).toContainText(shortAccount(safes.main.address));
    await expect(switcher).toBeVisible();

    await connectFromHeader(page, owner);
    await expect(banner.getByTestId('wallet-ownership')).toHaveText('Owner');
    await expect(banner.getByTestId('wallet-account')).toBeInViewport();

    await switcher.click();
    await expect(switcher).toHaveAttribute('aria-expanded', 'true');
    await expect(banner.getByTestId('switcher-owned')).toContainText(
      shortAccount(safes.main.address),
    );
    await banner
      .getByTestId('switcher-recent')
      .getByRole('link', { name: new RegExp(shortAccount(safes.legacy.address)) })
      .click();
    await expect(page).toHaveURL(new RegExp(`safe=${safeParam(safes.legacy.address)}`));
    await expect(switcher).toContainText(shortAccount(safes.legacy.address));
    await expect(switcher).toHaveAttribute('aria-expanded', 'false');
    // Owner #2 of the main Safe does not own the 1-of-1 legacy Safe.
    await expect(banner.getByTestId('wallet-ownership')).toHaveText('Not an owner');

    await switcher.click();
    await banner.getByRole('link', { name: 'All Safes' }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Countersign' })).toBeVisible();

    // The wallet comes back after a reload without asking.
    await page.goto(`/home?safe=${safeParam(safes.main.address)}`);
    await page.reload();
    await expect(banner.getByTestId('wallet-account')).toContainText(shortAccount(owner));
    await expect(banner.getByTestId('wallet-ownership')).toHaveText('Owner');
    await expect(banner.getByRole('button', { name: 'Connect wallet' })).toHaveCount(0);
  });
}

test('the connect dialog is keyboard usable: Escape closes it and focus returns', async ({
  page,
}) => {
  const { safes } = devnetInfo();
  await page.goto(`/balances?safe=${safeParam(safes.main.address)}`);
  const connect = page.getByRole('banner').getByRole('button', { name: 'Connect wallet' });
  await connect.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Connect Devnet test signer' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(connect).toBeFocused();
});

test("Home's awaiting count opens the queue filtered to the owner's missing signatures", async ({
  page,
}) => {
  const { safes } = devnetInfo();
  await page.goto(`/home?safe=${safeParam(safes.main.address)}`);
  await connectFromHeader(page, safes.main.owners[2]!);
  await expect(page.getByTestId('awaiting-count')).toHaveText('2');
  await page.getByTestId('awaiting-link').click();
  await expect(page).toHaveURL(
    /\/transactions\/queue\?safe=hh:0x[0-9a-fA-F]{40}&filter=awaiting-you/,
  );
  await expect(page.getByTestId('awaiting-filter')).toContainText(
    'Showing only the 2 transactions awaiting your signature',
  );
  const rows = page.locator('.tx-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Needs your signature' })).toHaveCount(2);
  await page.getByRole('link', { name: 'Show all queued transactions' }).click();
  await expect(page.getByTestId('awaiting-filter')).toHaveCount(0);
  await expect(rows).toHaveCount(3);
});
