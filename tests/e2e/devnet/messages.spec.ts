// Messages on the seeded devnet: both statuses in the list, a confirmed text message with its
// prepared signature and a verified hash, a typed-data message laid out field by field.
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo, safeParam } from '../support/devnet';

const listUrl = () => `/transactions/messages?safe=${safeParam(devnetInfo().safes.main.address)}`;

test.describe('messages', () => {
  test('lists both statuses under a day heading', async ({ page }) => {
    await page.goto(listUrl());
    const list = page.getByRole('list', { name: 'Messages' });
    await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(list.locator('[data-status="CONFIRMED"]')).toHaveText(/Confirmed/);
    await expect(list.locator('[data-status="NEEDS_CONFIRMATION"]')).toHaveText(
      /Needs confirmations: 1 of 2/,
    );
  });

  test('shows a confirmed message with its prepared signature and a verified hash', async ({
    page,
  }) => {
    await page.goto(listUrl());
    await page.locator('.tx-row', { hasText: 'hello from the owners' }).click();
    await expect(page).toHaveURL(/\/transactions\/msg\?safe=hh:0x[0-9a-fA-F]{40}&messageHash=0x/);
    await expect(page.locator('pre.message-text')).toHaveText(
      'Countersign devnet: hello from the owners',
    );
    await expect(page.getByRole('heading', { name: 'Prepared signature' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy Prepared signature' })).toBeVisible();
    await expect(page.locator('[data-verdict="verified"]')).toContainText('Verified');
    const hash = new URL(page.url()).searchParams.get('messageHash')!;
    const panel = page.getByRole('region', { name: 'Verification' });
    await expect(panel.getByRole('definition').nth(2)).toContainText(hash);
  });

  test('lays out typed data field by field', async ({ page }) => {
    await page.goto(listUrl());
    await page.locator('.tx-row', { hasText: 'Typed data Mail' }).click();
    const message = page.getByRole('region', { name: 'Message' });
    await expect(message.getByRole('heading', { name: 'Domain' })).toBeVisible();
    await expect(message.getByRole('term').filter({ hasText: /^name$/ })).toBeVisible();
    await expect(message.getByText('Countersign Devnet')).toBeVisible();
    await expect(message.getByRole('term').filter({ hasText: 'contents (string)' })).toBeVisible();
    await expect(message.getByText('Please confirm this typed message')).toBeVisible();
    await expect(page.locator('[data-status="NEEDS_CONFIRMATION"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not signed yet' })).toBeVisible();
    await expect(page.locator('[data-verdict="verified"]')).toBeVisible();
  });

  test('fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(listUrl());
    await page.locator('.tx-row', { hasText: 'Typed data Mail' }).click();
    await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
