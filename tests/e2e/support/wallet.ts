// Connecting the devnet test signer the way a user does: from the header's "Connect wallet" dialog,
// available on every screen.
import { expect, type Page } from '@playwright/test';

/** `0x1234…abcd` as the header shows a checksummed account. */
export function shortAccount(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** Connects the test signer as `owner` from the header and waits until the header shows it. */
export async function connectFromHeader(page: Page, owner: string): Promise<void> {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  await dialog.getByRole('button', { name: 'Connect Devnet test signer' }).click();
  await dialog.getByLabel('Account in Devnet test signer').selectOption(owner);
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(banner.getByTestId('wallet-account')).toContainText(shortAccount(owner));
}

/**
 * Waits until the header shows the wallet reconnected after a page load. The last wallet comes
 * back silently, but only once its code has loaded: a control that needs the wallet, used before,
 * rightly answers "Connect the wallet…", as it would for a user who tapped that early.
 */
export async function expectWalletRestored(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByTestId('wallet-account')).toBeVisible();
}
