// The EIP-1271 route of a parent Safe, on the devnet: a Safe 1.5.0 child owned by a Safe. Two owners
// of the parent, each in their own browser, sign the parent's Safe message whose content is the
// child's transaction ("Confirm with <parent> by a signed message"); the child's page then shows
// the parent's confirmation proven on chain, and the child's other owner executes with it as a
// v = 0 contract signature; the effect is read on chain. A ≤ 1.4.1 child offers approveHash only
// and says why. A NEW parent and child per test; the seeded Safes are only looked at.
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { Wallet, getAddress, randomBytes, toBigInt, type HDNodeWallet } from 'ethers';
import { createSafe, testOwners } from '../../../devnet/chain';
import { devnetInfo, safeParam } from '../support/devnet';
import { gatewayJson, newSafe, ownerPage, provider, txUrl } from '../support/signing';

test('the parent Safe confirms a 1.5.0 child by a signed message, proven on chain, and the child executes', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { chainId } = devnetInfo();
  // Parent: 2-of-3 of owners #3..#5 (Safe 1.4.1). Child: 2-of-2 of the parent and owner #5 (1.5.0).
  const { address: parent, owners, client, rpc } = await newSafe(2);
  const [first, second, childOwner] = owners as [HDNodeWallet, HDNodeWallet, HDNodeWallet];
  const child = await createSafe({
    signer: childOwner,
    owners: [parent, childOwner.address],
    threshold: 2,
    version: '1.5.0',
    saltNonce: toBigInt(randomBytes(8)),
  });
  const nonce = await rpc.getTransactionCount(childOwner.address, 'latest');
  await (await childOwner.sendTransaction({ to: child, value: 10n ** 17n, nonce })).wait();
  await client.sync();
  const recipient = Wallet.createRandom().address;
  const childTxHash = await client.propose(
    { address: child, version: '1.5.0' },
    { to: recipient, value: 5_432n },
    0,
    [childOwner],
  );

  // The first owner of the parent creates the parent's message over the child's transaction.
  const signByMessage = async (owner: HDNodeWallet, action: RegExp) => {
    const page = await ownerPage(browser, owner);
    await page.goto(txUrl(child, childTxHash));
    const byMessage = page
      .getByTestId('parent-safe-actions')
      .getByRole('button', { name: /^Confirm with 0x.* by a signed message$/ });
    await expect(byMessage).toBeEnabled({ timeout: 30_000 });
    await byMessage.click();
    const panel = page.getByTestId('parent-message-confirm');
    // What is signed, named as such: the child's transaction and its hash.
    await expect(panel).toContainText('transaction this message confirms');
    await expect(panel).toContainText(childTxHash);
    await expect(panel.getByTestId('new-tx-fields')).toContainText(recipient);
    const sign = panel.getByRole('button', { name: action });
    await expect(sign).toBeEnabled({ timeout: 30_000 });
    await sign.click();
    await expect(panel.getByTestId('parent-message-result')).toContainText('sent to the gateway');
    const hash = (await panel.getByTestId('parent-message-hash').textContent())!.match(
      /0x[0-9a-f]{64}/i,
    )![0];
    await page.context().close();
    return hash;
  };
  const messageHash = await signByMessage(first, /^Sign and create 0x.*’s message$/);
  const again = await signByMessage(second, /^Sign 0x.*’s message$/);
  expect(again).toBe(messageHash);
  const message = (await gatewayJson(`/v1/chains/${chainId}/messages/${messageHash}`)).body as {
    status: string;
    confirmationsSubmitted: number;
  };
  expect(message).toMatchObject({ status: 'CONFIRMED', confirmationsSubmitted: 2 });

  // The child's own owner: the parent's confirmation is proven on chain, and Execute uses it.
  const childPage = await ownerPage(browser, childOwner);
  await childPage.goto(txUrl(child, childTxHash));
  await expect(childPage.getByTestId('parent-message-proven')).toContainText(getAddress(parent), {
    timeout: 30_000,
  });
  // The action state counts it: the badge and the queue row both read "Ready to execute".
  await expect(childPage.locator('.details-summary .status-badge')).toHaveAttribute(
    'data-action-status',
    'ready-to-execute',
    { timeout: 30_000 },
  );
  await childPage.goto(`/transactions/queue?safe=${encodeURIComponent(safeParam(child))}`);
  await expect(
    childPage.locator('.tx-row .status-badge[data-action-status="ready-to-execute"]'),
  ).toHaveCount(1, { timeout: 30_000 });
  await childPage.goto(txUrl(child, childTxHash));
  const execute = childPage
    .getByTestId('tx-actions')
    .getByRole('button', { name: 'Execute', exact: true });
  await expect(execute).toBeEnabled({ timeout: 30_000 });
  await execute.click();
  await expect(childPage.getByTestId('flow-result')).toContainText('Executed in transaction', {
    timeout: 60_000,
  });
  expect(await provider().getBalance(recipient)).toBe(5_432n);
});

test('the seeded 1.5.0 child offers both routes; the 1.4.1 child offers approveHash only and says why', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { safes } = devnetInfo();
  const [owner0] = testOwners(provider(), 1);
  const page = await ownerPage(browser, owner0!);
  await page.goto(txUrl(safes.nested150.address, safes.nested150.queuedSafeTxHash));
  const actions = page.getByTestId('parent-safe-actions');
  await expect(
    actions.getByRole('button', { name: /^Confirm with 0x.* \(on chain, approveHash\)$/ }),
  ).toBeEnabled({ timeout: 30_000 });
  await expect(
    actions.getByRole('button', { name: /^Confirm with 0x.* by a signed message$/ }),
  ).toBeEnabled();
  // The 1.5.0 child reads with no false alarm: its review verifies and signing is open.
  await expect(page.locator('[data-verdict="verified"]').first()).toBeVisible();
  await expect(page.getByTestId('signing-gate')).toHaveAttribute('data-status', 'ok');
  // The message step at 360 px: its heading takes the focus, nothing scrolls sideways; Close
  // goes back without signing (the seeded Safes stay as they are).
  await page.setViewportSize({ width: 360, height: 740 });
  await actions.getByRole('button', { name: /^Confirm with 0x.* by a signed message$/ }).click();
  const panel = page.getByTestId('parent-message-confirm');
  await expect(panel.getByRole('heading', { name: /by a signed message$/ })).toBeFocused();
  await expect(panel.getByTestId('parent-message-hash')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(txUrl(safes.nested.address, safes.nested.queuedSafeTxHash));
  await expect(
    actions.getByRole('button', { name: /^Confirm with 0x.* \(on chain, approveHash\)$/ }),
  ).toBeEnabled({ timeout: 30_000 });
  await expect(actions.getByRole('button', { name: /by a signed message/ })).toHaveCount(0);
  await expect(actions.getByTestId('parent-message-unavailable')).toContainText('runs Safe 1.4.1');

  // Home of the 1.5.0 Safe: its version as the chain and the gateway state it.
  await page.goto(`/home?safe=${encodeURIComponent(safeParam(safes.nested150.address))}`);
  await expect(page.getByTestId('version')).toHaveText('1.5.0', { timeout: 30_000 });
});
