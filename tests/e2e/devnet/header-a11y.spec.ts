// The header and its dialogs by keyboard at 360 px: focus is never dropped on the page after
// Connect or after choosing a wallet, the page behind the dialog is inert (Shift+Tab from the box
// stays inside, Escape still closes it), the menu opens and closes by keyboard; and axe finds no
// violations on Home, the queue, the history and the settings.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo, safeParam } from '../support/devnet';
import { shortAccount } from '../support/wallet';

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

/** The focused element's tag and accessible hint, for messages; `body` when focus was dropped. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return `${active.tagName.toLowerCase()} ${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 30) ?? ''}`;
  });

test('connect by keyboard: focus always somewhere meaningful, the page inert behind', async ({
  page,
}) => {
  const { safes } = devnetInfo();
  const owner = safes.main.owners[2]!;
  await page.goto(`/home?safe=${safeParam(safes.main.address)}`);
  const banner = page.getByRole('banner');
  const connect = banner.getByRole('button', { name: 'Connect wallet' });
  await connect.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  const signer = dialog.getByRole('button', { name: 'Connect Devnet test signer' });
  await expect(signer).toBeFocused();

  // The box itself focused (as while its content loads): Shift+Tab stays in the dialog.
  await dialog.focus();
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
  // Everything behind is inert.
  expect(
    await page.locator('.app-shell').evaluate((shell) => shell.closest('[inert]') !== null),
  ).toBe(true);

  // Choosing the wallet replaces its button by the account picker: focus moves to the picker.
  await signer.focus();
  await page.keyboard.press('Enter');
  const picker = dialog.getByLabel('Account in Devnet test signer');
  await expect(picker).toBeFocused();
  // The picker says which accounts own the open Safe.
  await expect(picker.locator(`option[value="${owner}"]`)).toHaveText(/owner of this Safe/);
  await expect(picker.locator('option', { hasText: 'not an owner' }).first()).toBeAttached();
  await picker.selectOption(owner);
  await dialog.getByRole('button', { name: 'Connect', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // The Connect button is gone: focus lands on the wallet chip that replaced it, not the body.
  const chip = banner.getByTestId('wallet-account');
  await expect(chip).toContainText('Owner');
  await expect(chip).toBeFocused();
  expect(await focused(page)).not.toBe('body');
  await expect(chip).toHaveAccessibleName(new RegExp(shortAccount(owner)));
  // The page is live again.
  expect(await page.locator('.app-shell').evaluate((shell) => shell.closest('[inert]'))).toBeNull();

  // Escape keeps working after a Shift+Tab from the box.
  await page.keyboard.press('Enter');
  const wallet = page.getByRole('dialog', { name: 'Wallet' });
  await expect(wallet).toBeVisible();
  await wallet.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(wallet).toBeHidden();
  await expect(chip).toBeFocused();
});

test('the header menu by keyboard: Settings, theme, Escape back to the button', async ({
  page,
}) => {
  const { safes } = devnetInfo();
  await page.goto(`/home?safe=${safeParam(safes.main.address)}`);
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const settings = page.getByRole('banner').getByRole('link', { name: 'Settings' });
  await expect(settings).toBeVisible();
  await expect(page.getByRole('banner').getByLabel('Theme')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(settings).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(settings).toBeHidden();
  await menu.click();
  await settings.click();
  await expect(page).toHaveURL(/\/settings\/setup\?safe=/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

// One test per screen: four page loads and four axe passes in one test took 27-32 s on a busy
// two-core machine, against the default 30 s.
const AXE_SCREENS = [
  { name: 'Home', path: '/home', ready: (page: Page) => page.getByTestId('queued-count') },
  {
    name: 'queue',
    path: '/transactions/queue',
    ready: (page: Page) => page.locator('.tx-row').first(),
  },
  {
    name: 'history',
    path: '/transactions/history',
    ready: (page: Page) => page.locator('.tx-row').first(),
  },
  { name: 'settings', path: '/settings/setup', ready: (page: Page) => page.getByTestId('version') },
];

for (const screen of AXE_SCREENS) {
  test(`axe finds no violations on ${screen.name} at 360 px`, async ({ page }) => {
    const { safes } = devnetInfo();
    await page.goto(`${screen.path}?safe=${safeParam(safes.main.address)}`);
    await expect(screen.ready(page)).toBeVisible({ timeout: 20_000 });
    const results = await new AxeBuilder({ page }).analyze();
    const found = results.violations.map(
      (violation) =>
        `${screen.path}: ${violation.id} — ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(found).toEqual([]);
  });
}
