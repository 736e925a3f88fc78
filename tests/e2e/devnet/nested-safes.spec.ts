// A Safe owned by a Safe, on the devnet: an owner of the parent opens the child's queued
// transaction, "Confirm with <parent>" reviews and proposes approveHash on the parent, a second
// parent owner confirms, the parent executes it, the child shows the parent's confirmation proven
// from the chain and executes with it; the effect is read on chain. A NEW parent and child per test
// (the seeded main Safe's queue other specs read stays as it is); the seeded Safe owned by the main
// Safe is only looked at. Last, this app opened inside its own Safe Apps host (from a second
// origin) connects "The Safe that opened this app" and acts with that Safe as its account.
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { Contract, Wallet, getAddress, randomBytes, toBigInt, type HDNodeWallet } from 'ethers';
import { createSafe, testOwners } from '../../../devnet/chain';
import { devnetInfo } from '../support/devnet';
import { gatewayJson, newSafe, ownerPage, provider, txUrl } from '../support/signing';

type Queue = { results: { type: string; transaction?: { id: string } }[] };

test('the parent Safe confirms by approveHash, proven on chain, and the child executes', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { chainId } = devnetInfo();
  // Parent: 2-of-3 of owners #3..#5. Child: 2-of-2 of the parent and owner #5.
  const { address: parent, owners, client, rpc } = await newSafe(2);
  const [first, second, childOwner] = owners as [HDNodeWallet, HDNodeWallet, HDNodeWallet];
  const child = await createSafe({
    signer: childOwner,
    owners: [parent, childOwner.address],
    threshold: 2,
    version: '1.4.1',
    saltNonce: toBigInt(randomBytes(8)),
  });
  const nonce = await rpc.getTransactionCount(childOwner.address, 'latest');
  await (await childOwner.sendTransaction({ to: child, value: 10n ** 17n, nonce })).wait();
  await client.sync();
  const recipient = Wallet.createRandom().address;
  const childSafe = { address: child, version: '1.4.1' };
  const childTxHash = await client.propose(childSafe, { to: recipient, value: 4_321n }, 0, [
    childOwner,
  ]);

  // An owner of the parent (not of the child) opens the child's transaction.
  const parentOwner = await ownerPage(browser, first);
  await parentOwner.goto(txUrl(child, childTxHash));
  const confirmWith = parentOwner
    .getByTestId('parent-safe-actions')
    .getByRole('button', { name: /^Confirm with 0x/ });
  await expect(confirmWith).toBeEnabled({ timeout: 30_000 });
  await confirmWith.click();
  const review = parentOwner.getByTestId('tx-review');
  await expect(review.getByTestId('review-origin')).toContainText(`tx ${childTxHash.slice(0, 8)}`);
  // The review is the parent's: its call is approveHash on the child.
  await expect(review).toContainText('approveHash');
  await expect(review).toContainText(getAddress(child));
  await review.getByRole('button', { name: 'Sign and propose' }).click();
  await expect(parentOwner.getByTestId('flow-result')).toContainText('sent to the gateway');

  const queue = (await gatewayJson(`/v1/chains/${chainId}/safes/${parent}/transactions/queued`))
    .body as Queue;
  const parentTxId = queue.results.find((r) => r.type === 'TRANSACTION')?.transaction?.id;
  expect(parentTxId).toBeTruthy();

  // A second owner of the parent confirms and executes it as usual.
  const other = await ownerPage(browser, second);
  await other.goto(txUrl(parent, parentTxId!));
  const otherActions = other.getByTestId('tx-actions');
  await otherActions.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(other.getByTestId('flow-result')).toContainText('sent to the gateway');
  await otherActions.getByRole('button', { name: 'Execute', exact: true }).click();
  await expect(other.getByTestId('flow-result')).toContainText('Executed in transaction', {
    timeout: 60_000,
  });
  const childContract = new Contract(
    child,
    ['function approvedHashes(address, bytes32) view returns (uint256)'],
    provider(),
  );
  expect(await childContract.getFunction('approvedHashes')(parent, childTxHash)).toBe(1n);

  // The child's transaction: the parent's confirmation proven from the chain, executed with it.
  const childPage = await ownerPage(browser, childOwner);
  await childPage.goto(txUrl(child, childTxHash));
  await expect(childPage.getByTestId('parent-approved')).toContainText(getAddress(parent), {
    timeout: 30_000,
  });
  await childPage
    .getByTestId('tx-actions')
    .getByRole('button', { name: 'Execute', exact: true })
    .click();
  await expect(childPage.getByTestId('flow-result')).toContainText('Executed in transaction', {
    timeout: 60_000,
  });
  expect(await provider().getBalance(recipient)).toBe(4_321n);
});

test('the seeded Safe owned by the main Safe offers an owner of main to confirm with it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { safes } = devnetInfo();
  const rpc = provider();
  const [owner0] = testOwners(rpc, 1);
  const page = await ownerPage(browser, owner0!);
  await page.goto(txUrl(safes.nested.address, safes.nested.queuedSafeTxHash));
  await expect(
    page.getByTestId('parent-safe-actions').getByRole('button', { name: /^Confirm with 0x/ }),
  ).toBeEnabled({ timeout: 30_000 });
  // Owner #5 owns the child directly but not main: no button for main, a word on how it signs.
  const direct = await ownerPage(browser, testOwners(rpc, 1, 5)[0]!);
  await direct.goto(txUrl(safes.nested.address, safes.nested.queuedSafeTxHash));
  await expect(direct.getByTestId('parent-safe-actions')).toContainText(
    `Owner ${safes.main.address} is a Safe (2 of 3)`,
  );
  await expect(direct.getByRole('button', { name: /^Confirm with/ })).toHaveCount(0);
});

test('Countersign opened in its own Safe Apps host from a Safe connects "The Safe that opened this app"', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { safes } = devnetInfo();
  const main = safes.main.address;
  // The same build on a second origin (localhost instead of 127.0.0.1): the host opens only apps
  // of another origin than its own.
  await page.goto('/welcome');
  const appOrigin = new URL(page.url()).origin.replace('127.0.0.1', 'localhost');
  const appUrl = `${appOrigin}/welcome`;
  await page.goto(
    `/apps/open?safe=${encodeURIComponent(`${devnetInfo().shortName}:${main}`)}&appUrl=${encodeURIComponent(appUrl)}`,
  );
  await expect(page.getByTestId('unknown-app-warning')).toBeVisible();
  await expect(page.getByTestId('unknown-app-origin')).toHaveText(appOrigin);
  await page.getByRole('button', { name: `Open the app from ${appOrigin}` }).click();
  const frame = page.frameLocator('[data-testid="safe-app-frame"]');
  const banner = frame.getByRole('banner');
  await banner.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = frame.getByRole('dialog', { name: 'Connect a wallet' });
  await dialog
    .getByRole('button', { name: 'Connect The Safe that opened this app' })
    .click({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  // The framed app's wallet is Safe A itself.
  await expect(banner.getByTestId('wallet-account')).toContainText(
    `${main.slice(0, 6)}…${main.slice(-4)}`,
  );
});
