// Assets on the devnet: the seeded ETH and ERC-20 with exact amounts and fiat values, the fiat
// total in a chosen (and remembered) currency, and the seeded NFTs.
import { expect, test } from '@playwright/test';
import { devnetInfo, safeParam } from '../support/devnet';

test('balances show the seeded ETH and token exactly, with the fiat total', async ({ page }) => {
  const { safes } = devnetInfo();
  const response = await fetch(
    `${devnetInfo().gatewayUrl}/v1/chains/${devnetInfo().chainId}/safes/${safes.main.address}/balances/usd`,
  );
  const expected = (await response.json()) as { fiatTotal: string };
  await page.goto(`/balances?safe=${safeParam(safes.main.address)}`);
  const table = page.getByRole('table', { name: 'Token balances' });
  await expect(table.getByRole('row', { name: /Ether/ })).toContainText('8.8 ETH');
  await expect(table.getByRole('row', { name: /Test Token/ })).toContainText('985 TST');
  const total = Number(expected.fiatTotal).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
  });
  await expect(page.getByTestId('fiat-total')).toHaveText(total);
});

test('the currency choice prices balances and is remembered', async ({ page }) => {
  const { safes } = devnetInfo();
  await page.goto(`/balances?safe=${safeParam(safes.main.address)}`);
  await expect(page.getByTestId('fiat-total')).toHaveText(/^\$/);
  await page.getByLabel('Currency').selectOption('eur');
  await expect(page.getByTestId('fiat-total')).toHaveText(/€/);
  await page.reload();
  await expect(page.getByLabel('Currency')).toHaveValue('eur');
  await expect(page.getByTestId('fiat-total')).toHaveText(/€/);
});

test('NFTs show the seeded collectibles with alt text', async ({ page }) => {
  const { safes } = devnetInfo();
  await page.goto(`/balances/nfts?safe=${safeParam(safes.main.address)}`);
  const grid = page.getByRole('list', { name: 'NFTs' });
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  await expect(grid).toContainText('Test NFT #2');
  await expect(grid).toContainText('Test NFT #3');
  // The seed has no image URLs: a labelled placeholder, never a broken image.
  await expect(grid.getByRole('img', { name: 'Test NFT #3: no image' })).toBeVisible();
});
