// The new-transaction specs' steps: open a kind's flow, propose from the review, and let a second
// owner (own browser context) confirm and execute through the details screen.
import { expect, type Page } from '@playwright/test';
import { Contract } from 'ethers';
import { safeParam } from './devnet';
import { provider, txUrl } from './signing';

/** The app's new-transaction route for one kind. */
export const newTxUrl = (safe: string, kind: string) =>
  `/new-transaction?safe=${encodeURIComponent(safeParam(safe))}&kind=${kind}`;

/** Clicks Review, then Sign and propose; returns the safeTxHash the review computed. */
export async function reviewAndPropose(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  return proposeReviewed(page);
}

/** On the review step: Sign and propose; returns the safeTxHash the review computed. */
export async function proposeReviewed(page: Page): Promise<string> {
  const propose = page.getByRole('button', { name: 'Sign and propose' });
  await expect(propose).toBeEnabled({ timeout: 30_000 });
  const safeTxHash = (await page.getByTestId('new-tx-hash').textContent())!.trim();
  expect(safeTxHash).toMatch(/^0x[0-9a-f]{64}$/);
  await propose.click();
  await expect(page.getByTestId('flow-result')).toContainText('sent to the gateway');
  return safeTxHash;
}

const SAFE_NONCE = ['function nonce() view returns (uint256)'];

/** The Safe's nonce on chain. */
export const chainNonce = (safe: string) =>
  new Contract(safe, SAFE_NONCE, provider()).getFunction('nonce')() as Promise<bigint>;

/**
 * On `page` (a second owner): confirms when the Safe needs it, then executes, and waits until the
 * chain's nonce moved past the transaction.
 */
export async function confirmAndExecute(
  page: Page,
  safe: string,
  safeTxHash: string,
  { confirm, acknowledge = [] }: { confirm: boolean; acknowledge?: readonly string[] },
): Promise<void> {
  const before = await chainNonce(safe);
  await page.goto(txUrl(safe, safeTxHash));
  const actions = page.getByTestId('tx-actions');
  // Honest but dangerous: the warnings the test expects are shown and must be ticked first.
  for (const code of acknowledge) {
    await actions.locator(`[data-dangerous="${code}"] input[type="checkbox"]`).check();
  }
  if (confirm) {
    await actions.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByTestId('flow-result')).toContainText('sent to the gateway');
  }
  const execute = actions.getByRole('button', { name: 'Execute', exact: true });
  await expect(execute).toBeEnabled({ timeout: 30_000 });
  await execute.click();
  await expect.poll(() => chainNonce(safe), { timeout: 60_000 }).toBe(before + 1n);
  await expect(page.getByTestId('flow-error')).toHaveCount(0);
}
