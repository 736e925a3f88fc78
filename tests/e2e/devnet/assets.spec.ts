// Assets on the devnet: the seeded ETH and ERC-20 with exact amounts and fiat values, the fiat
// total in a chosen (and remembered) currency, and the seeded NFTs.
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo, safeParam } from '../support/devnet';

test('balances show the seeded ETH and token exactly, with the fiat total', async ({ page }) => {
  const { safes } = devnetInfo();
  // The total counts the tokens shown: by default the trusted ones.
  const response = await fetch(
    `${devnetInfo().gatewayUrl}/v1/chains/${devnetInfo().chainId}/safes/${safes.main.address}/balances/usd?trusted=true`,
  );
  const expected = (await response.json()) as { fiatTotal: string };
  await page.goto(`/balances?safe=${safeParam(safes.main.address)}`);
  const rows = page.getByRole('list', { name: 'Token balances' }).getByRole('listitem');
  await expect(rows.filter({ hasText: 'Ether' })).toContainText('8.8 ETH');
  await expect(rows.filter({ hasText: 'Test Token' })).toContainText('985 TST');
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
  // The seed has no image or collection logo URLs: a labelled generated placeholder, never a
  // broken image; the title ("Test NFT #3") is said once, not again as the collection line.
  const card = grid.getByRole('listitem').filter({ hasText: 'Test NFT #3' });
  await expect(card.getByRole('img', { name: 'Test NFT #3: no image' })).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);
  expect((await card.innerText()).split('Test NFT #3').length - 1).toBe(1);
});

test("each token's Send opens the send form with that token chosen", async ({ page }) => {
  const { safes } = devnetInfo();
  await page.goto(`/balances?safe=${safeParam(safes.main.address)}`);
  const rows = page.getByRole('list', { name: 'Token balances' }).getByRole('listitem');
  const token = rows.filter({ hasText: 'Test Token' });
  const tokenAddress = (await token.locator('[data-token]').getAttribute('data-token'))!;
  await token.getByRole('link', { name: 'Send TST' }).click();
  await expect(page).toHaveURL(/kind=send-erc20&token=0x/);
  await expect(page.getByRole('heading', { name: 'New transaction: Send tokens' })).toBeVisible();
  await expect(page.getByLabel('Token', { exact: true })).toHaveValue(tokenAddress);

  await page.goBack();
  await rows.filter({ hasText: 'Ether' }).getByRole('link', { name: 'Send ETH' }).click();
  await expect(page).toHaveURL(/kind=send-native/);
  await expect(page.getByLabel('Amount (ETH)')).toBeVisible();
});
