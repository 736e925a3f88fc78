// Queue on the seeded devnet: Next/Queued sections, the conflict over one nonce with its
// explanation, a transaction ready to execute, missing signers, empty state, phone width, keyboard.
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo, safeParam } from '../support/devnet';
import { connectFromHeader } from '../support/wallet';

const queueUrl = (address: string) => `/transactions/queue?safe=${safeParam(address)}`;

test.describe('queue', () => {
  test('shows Next with the conflicting pair, then Queued with why it waits', async ({ page }) => {
    await page.goto(queueUrl(devnetInfo().safes.main.address));
    const list = page.getByRole('list', { name: 'Queued transactions' });
    await expect(list.getByRole('heading', { name: 'Next', level: 2 })).toBeVisible();
    await expect(list.getByRole('heading', { name: 'Queued', level: 2 })).toBeVisible();

    const header = list.locator('.conflict-header');
    await expect(header).toHaveCount(1);
    await expect(header).toContainText(/Conflicting transactions with nonce \d+/);
    await expect(header).toContainText('Executing one of them replaces the others');
    const nonce = Number(await header.getAttribute('data-conflict-nonce'));

    const members = list.locator('.conflict-member');
    await expect(members).toHaveCount(2);
    await expect(members.nth(0)).toContainText('Ready to execute');
    await expect(members.nth(0)).toContainText('Send 0.5 ETH');
    await expect(members.nth(0)).toContainText('2 of 2 confirmations');
    await expect(members.nth(1)).toContainText('On-chain rejection');
    await expect(members.nth(1)).toContainText('1 of 2 confirmations');
    await expect(members.nth(1)).toContainText('Waiting for:');
    await expect(members.nth(1).locator('.conflict-end')).toHaveCount(0);
    await expect(list.locator('.conflict-member.conflict-end')).toHaveCount(1);

    const queued = list.locator('.tx-row', { hasText: `#${nonce + 1}` });
    await expect(queued).toContainText('Send 1 TST');
    await expect(queued).toContainText(
      `Transaction with nonce ${nonce} needs to be executed first`,
    );
  });

  test('says nothing waits when the queue is empty', async ({ page }) => {
    await page.goto(queueUrl(devnetInfo().safes.legacy.address));
    await expect(page.getByText('Nothing waits for signatures')).toBeVisible();
  });

  test('fits a 360 px phone and opens a transaction by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(queueUrl(devnetInfo().safes.main.address));
    const first = page.locator('.tx-row').first();
    await expect(first).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await first.focus();
    await expect(first).toBeFocused();
    // The review lands after the row is drawn: the focused row must stay the same element.
    await expect(page.locator('[data-row-verdict]').first()).not.toHaveAttribute(
      'data-row-verdict',
      'unchecked',
      { timeout: 30_000 },
    );
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/transactions\/tx\?safe=hh:0x[0-9a-fA-F]{40}&id=multisig_/);
    await expect(
      page.getByRole('heading', { name: 'Transaction details', level: 1 }),
    ).toBeVisible();
  });

  test('marks what the connected owner still has to sign', async ({ page }) => {
    const { safes } = devnetInfo();
    const owner = safes.main.owners[2]!;
    await page.goto('/welcome');
    await connectFromHeader(page, owner);
    // In-app navigation: the wallet connection lives in this page, not across reloads.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, queueUrl(safes.main.address));
    const rows = page.locator('.tx-row');
    await expect(rows).toHaveCount(3);
    // Owner #2 has signed none: the two transactions awaiting confirmations need it; the one
    // ready to execute does not.
    await expect(rows.filter({ hasText: 'Needs your signature' })).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Ready to execute' })).not.toContainText(
      'Needs your signature',
    );
  });
});
