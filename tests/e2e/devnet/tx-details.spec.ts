// Transaction details on the seeded devnet: hashes computed in the browser match the gateway
// ("Verified", the implementation's code read from the node), a tampered gateway answer is caught
// ("Mismatch — do not sign"), a multiSend shows
// numbered decoded actions, confirmations and execution fields are there.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo, safeParam } from '../support/devnet';

/** The ids of the main Safe's queue, straight from the gateway. */
async function queueIds(page: Page): Promise<string[]> {
  const { gatewayUrl, chainId, safes } = devnetInfo();
  const response = await page.request.get(
    `${gatewayUrl}/v1/chains/${chainId}/safes/${safes.main.address}/transactions/queued`,
  );
  const body = (await response.json()) as {
    results: { type: string; transaction?: { id: string; txStatus: string } }[];
  };
  return body.results.flatMap((item) =>
    item.transaction && item.transaction.txStatus === 'AWAITING_EXECUTION'
      ? [item.transaction.id]
      : [],
  );
}

const detailsUrl = (id: string) =>
  `/transactions/tx?safe=${safeParam(devnetInfo().safes.main.address)}&id=${id}`;

test.describe('transaction details', () => {
  test('verifies the ready-to-execute transaction locally', async ({ page }) => {
    const [id] = await queueIds(page);
    expect(id).toBeTruthy();
    const safeTxHash = id!.split('_')[2]!;
    await page.goto(detailsUrl(id!));
    const panel = page.getByRole('region', { name: 'Verification' });
    await expect(panel.locator('[data-verdict="verified"]')).toContainText('Verified');
    // The implementation's code was read from the devnet node and is the official singleton's.
    await expect(panel.locator('[data-code="IMPLEMENTATION_UNVERIFIED"]')).toHaveCount(0);
    await expect(panel.locator('[data-code="UNKNOWN_IMPLEMENTATION"]')).toHaveCount(0);
    await expect(panel).not.toContainText('not checked');
    // Decision first: with nothing wrong, the hashes and findings are one tap away.
    await expect(panel.getByRole('definition')).toHaveCount(0);
    await panel.getByText('Hashes and findings').click();
    await expect(panel.getByRole('definition').nth(2)).toContainText(safeTxHash);
    await expect(panel.getByRole('definition').nth(3)).toContainText(safeTxHash);
    await expect(panel.getByRole('definition').nth(0)).toContainText(/0x[0-9a-f]{64}/);
    await expect(panel.getByRole('definition').nth(1)).toContainText(/0x[0-9a-f]{64}/);
    await expect(page.getByRole('heading', { name: 'Send', level: 2 })).toBeVisible();
    await expect(page.getByText('Send 0.5 ETH to')).toBeVisible();
    const transfer = page.getByRole('region', { name: 'Transfer' });
    await expect(transfer.getByRole('definition').nth(2)).toHaveText('0.5 ETH');

    const confirmations = page.getByRole('region', { name: 'Confirmations' });
    await expect(confirmations).toContainText('2 of 2 confirmations');
    await expect(
      confirmations.getByRole('list', { name: 'Signed by' }).getByRole('listitem'),
    ).toHaveCount(2);
    const execution = page.getByRole('region', { name: 'Execution' });
    for (const field of [
      'Nonce',
      'safeTxGas',
      'baseGas',
      'gasPrice',
      'gasToken',
      'refundReceiver',
      'Executor',
    ]) {
      await expect(
        execution.getByRole('term').filter({ hasText: new RegExp(`^${field}$`) }),
      ).toBeVisible();
    }
  });

  test('opens by bare safeTxHash too', async ({ page }) => {
    const [id] = await queueIds(page);
    await page.goto(detailsUrl(id!.split('_')[2]!));
    await expect(page.locator('[data-verdict="verified"]')).toBeVisible();
  });

  test('says "Mismatch — do not sign" when the gateway shows another value', async ({ page }) => {
    const [id] = await queueIds(page);
    await page.route(`**/v1/chains/*/transactions/${id}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.txData.value = '5000000000000000000';
      body.txInfo.transferInfo.value = '5000000000000000000';
      await route.fulfill({ response, json: body });
    });
    await page.goto(detailsUrl(id!));
    const verdict = page.locator('[data-verdict="mismatch"]');
    await expect(verdict).toContainText('Mismatch — do not sign');
    await expect(verdict).toHaveAttribute('role', 'alert');
    await expect(page.locator('[data-code="SAFE_TX_HASH_MISMATCH"]')).toBeVisible();
  });

  test('lists the actions of a batch, each decoded', async ({ page }) => {
    await page.goto(`/transactions/history?safe=${safeParam(devnetInfo().safes.main.address)}`);
    await page.locator('.tx-row', { hasText: 'Batch of 2 actions' }).click();
    const actions = page.getByRole('list', { name: 'Actions of multiSend' });
    await expect(actions.getByRole('heading', { name: /^Action \d$/ })).toHaveText([
      'Action 1',
      'Action 2',
    ]);
    await expect(actions).toContainText('0.1 ETH');
    await expect(actions).toContainText('Method transfer');
    await expect(page.locator('[data-verdict="verified"]')).toBeVisible();
    // The raw bytes are one tap away.
    await expect(page.getByRole('button', { name: /Show all \(\d+ bytes\)/ })).toBeHidden();
    await page.getByTestId('raw-data').getByText('Raw data').click();
    await expect(page.getByRole('button', { name: /Show all \(\d+ bytes\)/ })).toBeVisible();
  });

  test('fits a 360 px phone with a long batch', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/transactions/history?safe=${safeParam(devnetInfo().safes.main.address)}`);
    await page.locator('.tx-row', { hasText: 'Batch of 2 actions' }).click();
    await page.getByTestId('raw-data').getByText('Raw data').click();
    await page.getByRole('button', { name: /Show all \(\d+ bytes\)/ }).click();
    await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('verifies a 1.3.0 Safe and blocks an untrusted delegatecall even with matching hashes', async ({
    page,
  }) => {
    const { legacy, migrated } = devnetInfo().safes;
    await page.goto(`/transactions/history?safe=${safeParam(legacy.address)}`);
    await page.locator('.tx-row', { hasText: 'Sent 0.25 ETH' }).click();
    await expect(page.locator('[data-verdict="verified"]')).toBeVisible();
    await page.getByText('Hashes and findings').click();
    await expect(page.getByText('(Safe 1.3.0)')).toBeVisible();

    await page.goto(`/transactions/history?safe=${safeParam(migrated.address)}`);
    await page.locator('.tx-row', { hasText: 'Change implementation' }).click();
    const verdict = page.locator('[data-verdict="mismatch"]');
    // Executed: the findings read as history, never "do not sign".
    await expect(verdict).toContainText('Executed: the hash computed here matches the gateway’s');
    await expect(verdict).not.toContainText('do not sign');
    await expect(page.locator('[data-code="UNTRUSTED_DELEGATECALL"]')).toContainText(
      'This transaction delegatecalled an unknown contract',
    );
  });

  test('names signers from the address book', async ({ page }) => {
    const { safes } = devnetInfo();
    const [id] = await queueIds(page);
    await page.goto(`/address-book?safe=${safeParam(safes.main.address)}`);
    const add = page.getByRole('form', { name: 'Add an entry' });
    await add.getByLabel('Name').fill('Alice the signer');
    await add.getByLabel('Address').fill(safes.main.owners[0]!);
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByTestId('address-book')).toContainText('Alice the signer');

    await page.goto(detailsUrl(id!));
    const signed = page.getByRole('list', { name: 'Signed by' });
    await expect(signed.getByRole('listitem').first()).toContainText('Alice the signer');
    await expect(signed.getByRole('listitem').first().locator('time')).toBeVisible();
  });
});
