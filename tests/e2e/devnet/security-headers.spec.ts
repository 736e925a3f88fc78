// The devnet build under its Content-Security-Policy: the header names the devnet's own origins
// (gateway, loopback chain and apps), and a connected owner goes through the main screens, a
// transaction's details and a Safe App in its frame without one violation (inline code, a refused
// origin, a Trusted Types sink, a failed integrity check).
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { expectStrictPolicy, watchCspViolations } from '../support/csp';
import { devnetInfo, safeParam } from '../support/devnet';
import { gatewayJson } from '../support/signing';
import { connectFromHeader } from '../support/wallet';

test('the devnet app is sent with the strict policy, its origins named', async ({ request }) => {
  const directives = expectStrictPolicy(await request.get('/'));
  expect(directives.get('connect-src')).toEqual(
    expect.arrayContaining([new URL(devnetInfo().gatewayUrl).origin, 'http://127.0.0.1:*']),
  );
  expect(directives.get('frame-src')).toEqual(expect.arrayContaining(['http://127.0.0.1:*']));
  // The devnet's own Safe Apps host may frame this build from another loopback origin.
  expect(directives.get('frame-ancestors')).toEqual(
    expect.arrayContaining(['http://127.0.0.1:*', 'http://localhost:*']),
  );
});

test('main screens, a transaction and a Safe App run without a policy violation', async ({
  page,
}) => {
  test.slow();
  const { safes, owners, chainId } = devnetInfo();
  const safe = encodeURIComponent(safeParam(safes.main.address));
  const watch = await watchCspViolations(page);

  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/home?safe=${safe}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await connectFromHeader(page, owners[0] as string);

  for (const path of [
    `/balances?safe=${safe}`,
    `/balances/nfts?safe=${safe}`,
    `/transactions/queue?safe=${safe}`,
    `/transactions/history?safe=${safe}`,
    `/transactions/messages?safe=${safe}`,
    `/address-book?safe=${safe}`,
    `/settings/setup?safe=${safe}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  const { body } = await gatewayJson(
    `/v1/chains/${chainId}/safes/${safes.main.address}/transactions/queued`,
  );
  const id = (body as { results: { transaction?: { id: string } }[] }).results.find(
    (item) => item.transaction,
  )?.transaction?.id;
  expect(id).toBeTruthy();
  await page.goto(`/transactions/tx?safe=${safe}&id=${id}`);
  await expect(
    page.getByRole('region', { name: 'Verification' }).locator('[data-verdict]'),
  ).toBeVisible();

  // A Safe App from the devnet's second origin, framed by the host.
  await page.goto(`/apps?safe=${safe}`);
  const card = page.getByTestId('safe-app-card').filter({ hasText: 'Devnet Transaction Builder' });
  await card.getByRole('link').first().click();
  const frame = page.frameLocator('[data-testid="safe-app-frame"]');
  await expect(frame.locator('body')).not.toBeEmpty();
  await expect(frame.getByRole('heading').first()).toBeVisible();

  expect(watch.violations).toEqual([]);
});
