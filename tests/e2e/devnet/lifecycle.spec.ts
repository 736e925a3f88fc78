// What happens to an open transaction page after writes, by this device or by other owners, on
// NEW Safes (the seeded ones other specs read stay as they are): an execution never raises a false
// alarm in the verification panel (watched continuously) and takes the controls away once mined;
// a deletion by the proposer reaches another owner's open page without a reload; a confirmation
// made offline waits in the outbox and, once delivered, the open page shows the new count.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { Wallet } from 'ethers';
import { devnetInfo } from '../support/devnet';
import { gatewayJson, newSafe, ownerPage, txUrl, type Details } from '../support/signing';

// Exercises the service worker, which the devnet projects block unless a spec asks for it.
test.use({ serviceWorkers: 'allow' });

declare global {
  interface Window {
    /** Every problem text the verification panel ever showed on this page. */
    __verificationProblems?: string[];
  }
}

/**
 * Records every text the verification panel shows as a problem (a mismatch verdict or an error
 * finding) from the page's start, so a flash between two renders is caught too.
 */
async function watchVerificationProblems(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__verificationProblems = seen;
    const record = () => {
      const nodes = document.querySelectorAll(
        '[data-verdict="mismatch"], .findings li.severity-error',
      );
      for (const node of nodes) {
        const text = node.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

const problemsOf = (page: Page) => page.evaluate(() => window.__verificationProblems ?? []);

test('executing: the verification panel never shows a problem, and the controls go once mined', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { address, owners, client, safe } = await newSafe(2);
  const { chainId } = devnetInfo();
  const recipient = Wallet.createRandom().address;
  const safeTxHash = await client.propose(safe, { to: recipient, value: 5_000n }, 0, [
    owners[0]!,
    owners[1]!,
  ]);

  const page = await ownerPage(browser, owners[2]!);
  await watchVerificationProblems(page);
  await page.goto(txUrl(address, safeTxHash));
  const actions = page.getByTestId('tx-actions');
  const execute = actions.getByRole('button', { name: 'Execute', exact: true });
  await expect(execute).toBeEnabled({ timeout: 20_000 });
  await execute.click();
  await expect(page.getByTestId('flow-result')).toContainText('Executed in transaction', {
    timeout: 60_000,
  });
  // Mined: no Execute, Reject or Delete any more (before the gateway has indexed it); the result
  // line stays.
  await expect(
    actions.getByRole('button', { name: /^(Confirm|Execute|Relay|Reject|Delete)/ }),
  ).toHaveCount(0);
  await expect(page.getByTestId('flow-result')).toContainText('Executed in transaction');

  // The gateway indexes it; the open page follows (details and Safe info re-read) without reload.
  await expect
    .poll(
      async () =>
        (
          (await gatewayJson(`/v1/chains/${chainId}/transactions/${safeTxHash}`)).body as {
            txStatus?: string;
          }
        ).txStatus,
      { timeout: 30_000 },
    )
    .toBe('SUCCESS');
  await expect(page.locator('.status-badge[data-status="SUCCESS"]').first()).toBeVisible({
    timeout: 30_000,
  });
  // The gateway's new nonce is compared with a chain read of the same moment: verified.
  await expect(page.locator('[data-verdict="verified"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('chain-rpc')).toBeVisible();
  expect(await problemsOf(page)).toEqual([]);
});

/** The signing controls of a details page (none once the transaction is gone or executed). */
const controls = (page: Page) =>
  page.getByRole('button', { name: /^(Confirm|Execute|Relay|Reject|Delete)\b/ });

test('the proposer deletes: the other owner’s open page says "Deleted" without reload and offers nothing', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { address, owners, client, safe } = await newSafe(2);
  const doomed = await client.propose(safe, { to: owners[2]!.address, value: 7n }, 0, [owners[0]!]);

  const other = await ownerPage(browser, owners[1]!);
  await other.goto(txUrl(address, doomed));
  await expect(
    other.getByTestId('tx-actions').getByRole('button', { name: 'Confirm', exact: true }),
  ).toBeEnabled({ timeout: 20_000 });

  const proposer = await ownerPage(browser, owners[0]!);
  await proposer.goto(txUrl(address, doomed));
  await proposer.getByTestId('tx-actions').getByRole('button', { name: 'Delete' }).click();
  // Delete asks first, in words.
  await proposer.getByRole('dialog').getByRole('button', { name: 'Delete transaction' }).click();
  await expect(proposer.getByTestId('flow-result')).toContainText('The deletion was sent');

  // Within one live update (15 s) and no reload: the banner, and nothing to sign.
  const gone = other.getByTestId('tx-gone');
  await expect(gone).toContainText('Deleted by its proposer', { timeout: 30_000 });
  await expect(gone).toHaveAttribute('data-kind', 'deleted');
  await expect(controls(other)).toHaveCount(0);
  await expect(other.getByTestId('tx-actions')).toHaveCount(0);
  await expect(other.getByText('The transaction could not be loaded')).toHaveCount(0);
});

test('a confirmation made offline waits in the outbox; once delivered the open page shows the new count', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { address, owners, client, safe } = await newSafe(3);
  const { chainId } = devnetInfo();
  const safeTxHash = await client.propose(safe, { to: owners[2]!.address, value: 9n }, 0, [
    owners[0]!,
  ]);

  const page = await ownerPage(browser, owners[1]!);
  await page.goto(txUrl(address, safeTxHash));
  const confirm = page
    .getByTestId('tx-actions')
    .getByRole('button', { name: 'Confirm', exact: true });
  await expect(confirm).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByTestId('confirmation-count')).toContainText('1 of 3');
  await page.context().setOffline(true);
  await confirm.click();
  await expect(page.getByTestId('flow-result')).toContainText('saved on this device');
  await expect(page.getByTestId('outbox-status')).toHaveText('Pending — sent when online');
  expect(
    ((await gatewayJson(`/v1/chains/${chainId}/transactions/${safeTxHash}`)).body as Details)
      .detailedExecutionInfo.confirmations,
  ).toHaveLength(1);

  await page.context().setOffline(false);
  await expect(page.getByTestId('outbox-status')).toHaveText('Sent', { timeout: 30_000 });
  // The same page, not reloaded, shows the delivered confirmation.
  await expect(page.getByTestId('confirmation-count')).toContainText('2 of 3', {
    timeout: 30_000,
  });
});

test('another transaction executed at its nonce: the open page says "Replaced" with a link to it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { address, owners, client, safe } = await newSafe(2);
  const replacedHash = await client.propose(safe, { to: owners[2]!.address, value: 11n }, 0, [
    owners[0]!,
  ]);

  const page = await ownerPage(browser, owners[1]!);
  await page.goto(txUrl(address, replacedHash));
  await expect(
    page.getByTestId('tx-actions').getByRole('button', { name: 'Confirm', exact: true }),
  ).toBeEnabled({ timeout: 20_000 });

  // Another transaction at nonce 0, confirmed and executed outside this page.
  const winner = { to: owners[2]!.address, value: 12n };
  const winnerHash = await client.propose(safe, winner, 0, [owners[0]!, owners[1]!]);
  await client.execute(safe, winner, 0, [owners[0]!, owners[1]!], owners[0]!);
  await client.sync();

  const gone = page.getByTestId('tx-gone');
  await expect(gone).toHaveAttribute('data-kind', 'replaced', { timeout: 30_000 });
  await expect(gone).toContainText(`Replaced: nonce 0 was executed as transaction ${winnerHash}`);
  await expect(controls(page)).toHaveCount(0);
  await gone.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`id=${winnerHash}`));
  await expect(page.locator('.status-badge[data-status="SUCCESS"]').first()).toBeVisible();
});
