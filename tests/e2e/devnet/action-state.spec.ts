// One action state per transaction, end to end on the devnet: a transaction with enough
// confirmations two nonces past the chain's waits, with Execute disabled and the reason in words
// (a NEW Safe: nonce 0 queued, nonce 2 confirmed by both owners); and a transaction whose review
// blocks (a lying gateway in front of the devnet) never reads "Needs your signature" or "Ready to
// execute" on its queue row and is not counted in Home's "Awaiting your signature".
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo, safeParam } from '../support/devnet';
import { startLyingGateway, type LyingGateway } from '../support/lying-gateway';
import { newSafe, ownerPage, txUrl } from '../support/signing';
import { connectFromHeader } from '../support/wallet';

// Exercises the service worker, which the devnet projects block unless a spec asks for it.
test.use({ serviceWorkers: 'allow' });

test('a proposal past a queued nonce: Execute disabled with "Nonce 0 must be executed first"', async ({
  browser,
}) => {
  const { address, owners, client, safe } = await newSafe(2);
  const [proposer, confirmer, third] = owners;
  // Nonce 0 waits for a second confirmation; nonce 2 has both (proposed, then confirmed).
  await client.propose(safe, { to: third!.address, value: 1n }, 0, [proposer!]);
  const later = await client.propose(safe, { to: third!.address, value: 2n }, 2, [
    proposer!,
    confirmer!,
  ]);

  const page = await ownerPage(browser, third!);
  await page.goto(txUrl(address, later));
  const actions = page.getByTestId('tx-actions');
  const execute = actions.getByRole('button', { name: 'Execute', exact: true });
  await expect(execute).toBeVisible({ timeout: 30_000 });
  await expect(execute).toBeDisabled();
  await expect(actions.getByTestId('control-reason')).toHaveText('Nonce 0 must be executed first');
  await expect(execute).toHaveAttribute('data-reason', 'Nonce 0 must be executed first');
  // The badge says the same, never "Ready to execute".
  const badge = page.locator('.details-summary .status-badge');
  await expect(badge).toHaveAttribute('data-action-status', 'waits-for-earlier-nonce');
  await expect(badge).toContainText('Waits for nonce 0');
  await expect(page.getByText('Ready to execute')).toHaveCount(0);

  // The queue row agrees.
  await page.goto(`/transactions/queue?safe=${safeParam(address)}`);
  const row = page.locator('.tx-row', { hasText: '#2' });
  await expect(row.locator('.status-badge')).toHaveAttribute(
    'data-action-status',
    'waits-for-earlier-nonce',
    { timeout: 30_000 },
  );
  await page.context().close();
});

test('a confirmation made offline replaces Confirm while it waits; the new count shows without a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { address, owners, client, safe } = await newSafe(3);
  const safeTxHash = await client.propose(safe, { to: owners[2]!.address, value: 5n }, 0, [
    owners[0]!,
  ]);
  const page = await ownerPage(browser, owners[1]!);
  const context = page.context();
  await page.goto(txUrl(address, safeTxHash));
  const actions = page.getByTestId('tx-actions');
  const confirm = actions.getByRole('button', { name: 'Confirm', exact: true });
  await expect(confirm).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId('confirmation-count')).toContainText('1 of 3');

  await context.setOffline(true);
  await confirm.click();
  await expect(page.getByTestId('flow-result')).toContainText('saved on this device');
  await expect(actions.getByTestId('action-notice')).toHaveText(
    'Your confirmation is waiting to be sent',
  );
  await expect(confirm).toHaveCount(0);

  // Back online on the same page: the outbox sends it and the page shows the new count.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('outbox-status')).toHaveText('Sent', { timeout: 30_000 });
  await expect(page.getByTestId('confirmation-count')).toContainText('2 of 3', {
    timeout: 30_000,
  });
  await expect(actions.getByTestId('action-notice')).toHaveCount(0);
  await expect(confirm).toHaveCount(0);
  await context.close();
});

test.describe('a transaction the review blocks', () => {
  let proxy: LyingGateway;
  test.beforeAll(async () => {
    proxy = await startLyingGateway(devnetInfo().gatewayUrl);
  });
  test.afterAll(async () => {
    await proxy?.close();
  });

  test('never reads "Needs your signature" or "Ready to execute" and is not counted on Home', async ({
    page,
  }) => {
    const { safes, owners } = devnetInfo();
    const main = safes.main.address;
    // The gateway credits every transaction's second confirmation to the third owner, who never
    // signed: each review finds the forged confirmation and blocks.
    proxy.rewrite = (path, body) => {
      if (/^\/v1\/chains\/\d+\/transactions\/multisig_/.test(path)) {
        const details = body as {
          detailedExecutionInfo: { confirmations: { signer: Record<string, unknown> }[] };
        };
        const [, second] = details.detailedExecutionInfo.confirmations;
        if (second) second.signer = { value: safes.main.owners[2], name: null, logoUri: null };
        else {
          // A single confirmation: the gateway says the first owner signed what another did.
          const [first] = details.detailedExecutionInfo.confirmations;
          if (first) first.signer = { value: owners[5], name: null, logoUri: null };
        }
      }
      return body;
    };
    await page.goto(`/settings/setup?safe=${safeParam(main)}`);
    await page.getByLabel('Gateway address').fill(proxy.url);
    await page.getByRole('button', { name: 'Save gateway' }).click();
    await expect(page.getByTestId('gateway-in-use')).toHaveText(proxy.url);
    await connectFromHeader(page, safes.main.owners[2]!);

    // In-app navigation keeps the wallet connection of this page.
    const navigate = (path: string) =>
      page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await navigate(`/transactions/queue?safe=${safeParam(main)}`);
    const rows = page.locator('.tx-row');
    await expect(rows).toHaveCount(3);
    // Every row's review ran and blocks; none is asked for or offered to execute.
    await expect(page.locator('.tx-row .status-badge[data-action-status="blocked"]')).toHaveCount(
      3,
      { timeout: 30_000 },
    );
    await expect(rows.filter({ hasText: 'Needs your signature' })).toHaveCount(0);
    await expect(rows.filter({ hasText: 'Ready to execute' })).toHaveCount(0);

    await navigate(`/home?safe=${safeParam(main)}`);
    await expect(page.getByTestId('awaiting-unchecked')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('awaiting-count')).toHaveText('0');
    proxy.rewrite = (_path, body) => body;
  });
});
