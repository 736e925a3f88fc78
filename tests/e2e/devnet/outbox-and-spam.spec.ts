// Issue 16's outbox and spam rules on the devnet: a confirmation made offline shows the header's
// outbox indicator (keyboard-reachable, with its count), which leads to the device's whole outbox;
// a transaction's details list only that transaction's items; and the seeded look-alike token is
// hidden in the Send picker until asked for, then marked.
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo } from '../support/devnet';
import { newTxUrl } from '../support/new-tx';
import { newSafe, ownerPage, txUrl } from '../support/signing';

// Exercises the service worker, which the devnet projects block unless a spec asks for it.
test.use({ serviceWorkers: 'allow' });

async function gateway(method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${devnetInfo().gatewayUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}`).toBe(true);
}

test.afterEach(async () => {
  await gateway('DELETE', '/devnet/faults');
});

test('an offline confirmation shows the outbox indicator, which leads to the outbox; details list only their own items', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { chainId } = devnetInfo();
  const { address, owners, client, safe } = await newSafe(2);
  const first = await client.propose(safe, { to: owners[2]!.address, value: 1n }, 0, [owners[0]!]);
  const second = await client.propose(safe, { to: owners[2]!.address, value: 2n }, 1, [owners[0]!]);

  const page = await ownerPage(browser, owners[1]!);
  const context = page.context();
  await page.goto(txUrl(address, first));
  const confirm = page
    .getByTestId('tx-actions')
    .getByRole('button', { name: 'Confirm', exact: true });
  await expect(confirm).toBeEnabled();
  // The connected owner is "you" among those who have not signed; the proposer is not.
  await expect(
    page.getByRole('list', { name: 'Not signed yet' }).getByTestId('you-badge'),
  ).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Signed by' }).getByTestId('you-badge')).toHaveCount(
    0,
  );
  const indicator = page.getByTestId('outbox-indicator');
  await expect(indicator).toHaveCount(0);

  await context.setOffline(true);
  await confirm.click();
  await expect(page.getByTestId('flow-result')).toContainText('saved on this device');
  await expect(indicator).toBeVisible();
  await expect(indicator).toHaveAccessibleName('Outbox: 1 waiting to be sent');
  await expect(indicator).toContainText('1');
  // On a 360 px phone the header still fits with the indicator in it.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(indicator).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The gateway keeps refusing with a 503 once the connection is back, so the item stays waiting
  // while the other screens are visited online.
  await gateway('POST', '/devnet/faults', {
    method: 'POST',
    path: `/v1/chains/${chainId}/transactions/${first}/confirmations`,
    status: 503,
  });
  await context.setOffline(false);

  // The other transaction's page lists none of this item; its own page lists it.
  await page.goto(txUrl(address, second));
  await expect(page.getByRole('heading', { name: 'Transaction details' })).toBeVisible();
  await expect(page.getByTestId('tx-actions')).toBeVisible();
  await expect(page.getByTestId('outbox-item')).toHaveCount(0);
  await page.goto(txUrl(address, first));
  await expect(page.getByTestId('outbox-item')).toHaveCount(1);

  // Keyboard: focus the indicator and press Enter.
  await expect(indicator).toBeVisible();
  await indicator.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/outbox\?safe=/);
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await expect(indicator).toHaveAttribute('aria-current', 'page');
  const items = page.getByTestId('outbox-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-status', /pending|sending/);
  await expect(
    items.first().getByRole('link', { name: /^Open Confirmation of nonce 0/ }),
  ).toHaveAttribute('href', new RegExp(`id=${first}`));

  // Once the gateway takes it, the item is delivered and the indicator goes away.
  await gateway('DELETE', '/devnet/faults');
  await page.reload();
  await expect(items.first()).toHaveAttribute('data-status', 'sent', { timeout: 30_000 });
  await expect(indicator).toHaveCount(0);
});

test('the Send picker hides the look-alike token until asked, then marks it', async ({ page }) => {
  const { safes } = devnetInfo();
  await page.goto(newTxUrl(safes.main.address, 'send-erc20'));
  const picker = page.getByLabel('Token', { exact: true });
  await expect(picker.locator('option', { hasText: safes.erc20 })).toHaveCount(1);
  await expect(picker.locator('option', { hasText: safes.lookAlikeToken })).toHaveCount(0);
  // The genuine token is not marked as a look-alike of its imitation.
  await expect(picker.locator('option', { hasText: safes.erc20 })).not.toContainText('⚠');

  await page.getByLabel(/Show untrusted, spam and look-alike tokens \(1 hidden\)/).check();
  const lookAlike = picker.locator('option', { hasText: safes.lookAlikeToken });
  await expect(lookAlike).toHaveCount(1);
  await expect(lookAlike).toContainText('Look-alike name');
  await picker.selectOption({ value: safes.lookAlikeToken });
  await expect(page.getByTestId('token-warning')).toContainText('look-alike name');
});
