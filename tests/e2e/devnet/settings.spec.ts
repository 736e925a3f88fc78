// Setup on the devnet: the Safe's configuration, the currency, and the gateway URL (validated,
// switchable, resettable).
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo, safeParam } from '../support/devnet';

test('shows the Safe setup and switches the gateway only to a valid http(s) URL', async ({
  page,
}) => {
  const { safes, gatewayUrl } = devnetInfo();
  await page.goto(`/settings/setup?safe=${safeParam(safes.main.address)}`);
  await expect(page.getByRole('heading', { name: 'Setup' })).toBeVisible();
  await expect(page.getByTestId('threshold')).toHaveText('2 of 3');
  await expect(page.getByTestId('gateway-in-use')).toHaveText(gatewayUrl);
  await expect(page.getByRole('heading', { name: 'About this build' })).toBeVisible();

  const field = page.getByLabel('Gateway address');
  await field.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save gateway' }).click();
  await expect(page.getByRole('alert')).toContainText('Only http:// and https://');

  // A gateway that is not there: the Safe's data is fetched anew from it (another cache
  // namespace) and the failure says so.
  await field.fill('http://127.0.0.1:9/');
  await page.getByRole('button', { name: 'Save gateway' }).click();
  await expect(page.getByTestId('gateway-in-use')).toHaveText('http://127.0.0.1:9');
  await page.reload();
  await expect(page.getByTestId('gateway-in-use')).toHaveText('http://127.0.0.1:9');
  await expect(page.getByText('(custom)')).toBeVisible();

  await page.getByRole('button', { name: 'Reset to default' }).click();
  await expect(page.getByTestId('gateway-in-use')).toHaveText(gatewayUrl);
  await expect(page.getByTestId('threshold')).toHaveText('2 of 3');
});

test('a storage too full to mark the override refuses the gateway, says why and keeps the default', async ({
  page,
}) => {
  const { safes, gatewayUrl } = devnetInfo();
  await page.goto(`/settings/setup?safe=${safeParam(safes.main.address)}`);
  await expect(page.getByTestId('gateway-in-use')).toHaveText(gatewayUrl);
  // Fills the origin's localStorage to the last character: the override's mark no longer fits.
  const full = await page.evaluate(() => {
    let filler = 'x'.repeat(256 * 1024);
    for (let i = 0; filler.length > 0; i++) {
      try {
        localStorage.setItem(`filler-${i}`, filler);
      } catch {
        filler = filler.slice(0, Math.floor(filler.length / 2));
      }
    }
    try {
      localStorage.setItem('countersign:gateway-override', '1');
      return false;
    } catch {
      return true;
    }
  });
  expect(full).toBe(true);

  await page.getByLabel('Gateway address').fill('http://127.0.0.1:9/');
  await page.getByRole('button', { name: 'Save gateway' }).click();
  await expect(page.getByRole('alert')).toContainText('storage is full');
  await expect(page.getByTestId('gateway-in-use')).toHaveText(gatewayUrl);
  // Nothing was saved: the next start still talks to the default gateway.
  await page.reload();
  await expect(page.getByTestId('gateway-in-use')).toHaveText(gatewayUrl);
  await expect(page.getByTestId('threshold')).toHaveText('2 of 3');
});

test('a saving code that cannot be fetched says so in the app’s words and keeps the gateway', async ({
  page,
}) => {
  const { safes, gatewayUrl } = devnetInfo();
  // The code that saves loads with the first save; here it cannot be fetched (offline without the
  // worker's copy, or a tab older than the deployed app).
  await page.route(/\/assets\/saveGatewayUrl-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(`/settings/setup?safe=${safeParam(safes.main.address)}`);
  await expect(page.getByTestId('gateway-in-use')).toHaveText(gatewayUrl);
  await page.getByLabel('Gateway address').fill('http://127.0.0.1:9/');
  await page.getByRole('button', { name: 'Save gateway' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Not saved: the app could not load the code that saves this setting',
  );
  await expect(page.getByRole('alert')).not.toContainText('dynamically imported');
  await expect(page.getByTestId('gateway-in-use')).toHaveText(gatewayUrl);
  await expect(page.getByTestId('threshold')).toHaveText('2 of 3');
});

test('at 360 px nothing scrolls sideways on the read-side screens', async ({ page }) => {
  const { safes } = devnetInfo();
  await page.setViewportSize({ width: 360, height: 780 });
  const safe = safeParam(safes.main.address);
  for (const path of [
    '/welcome',
    `/home?safe=${safe}`,
    `/balances?safe=${safe}`,
    `/balances/nfts?safe=${safe}`,
    `/address-book?safe=${safe}`,
    `/settings/setup?safe=${safe}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBe(0);
  }
});
