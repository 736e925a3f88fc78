// Signing on the devnet with owners in separate browser contexts, each on a NEW Safe (the seeded
// queue other specs read stays as it is): confirm by a second owner and execute (checked on
// chain), reject and delete, a message to CONFIRMED with isValidSignature on chain, and an offline
// confirmation delivered exactly once after reconnecting, across a closed page.
import { expect, test } from '@playwright/test';
import { Contract, Wallet } from 'ethers';
import { calculateSafeMessageHash, hashSafeMessageContent } from '../../../src/safe';
import { devnetInfo, safeParam } from '../support/devnet';
import { gatewayJson, newSafe, ownerPage, txUrl, type Details } from '../support/signing';

test('a second owner confirms, a third executes; the transfer lands on chain', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { address, owners, client, rpc, safe } = await newSafe(2);
  const recipient = Wallet.createRandom().address;
  const safeTxHash = await client.propose(safe, { to: recipient, value: 12_345n }, 0, [owners[0]!]);

  const second = await ownerPage(browser, owners[1]!);
  await second.goto(txUrl(address, safeTxHash));
  const actions = second.getByTestId('tx-actions');
  await actions.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(second.getByTestId('flow-result')).toContainText('sent to the gateway');
  const details = (
    await gatewayJson(`/v1/chains/${devnetInfo().chainId}/transactions/${safeTxHash}`)
  ).body as Details;
  expect(details.detailedExecutionInfo.confirmations).toHaveLength(2);

  const third = await ownerPage(browser, owners[2]!);
  await third.goto(txUrl(address, safeTxHash));
  await third.getByTestId('tx-actions').getByRole('button', { name: 'Execute' }).click();
  await expect(third.getByTestId('flow-result')).toContainText('Executed in transaction', {
    timeout: 60_000,
  });
  expect(await rpc.getBalance(recipient)).toBe(12_345n);
  const contract = new Contract(address, ['function nonce() view returns (uint256)'], rpc);
  expect(await contract.getFunction('nonce')()).toBe(1n);
});

test('the proposer deletes a transaction; another owner rejects one', async ({ browser }) => {
  test.setTimeout(120_000);
  const { address, owners, client, safe } = await newSafe(2);
  const { chainId } = devnetInfo();
  const doomed = await client.propose(safe, { to: owners[2]!.address, value: 1n }, 0, [owners[0]!]);

  const proposer = await ownerPage(browser, owners[0]!);
  await proposer.goto(txUrl(address, doomed));
  await proposer.getByTestId('tx-actions').getByRole('button', { name: 'Delete' }).click();
  await proposer
    .getByRole('dialog', { name: 'Delete nonce 0?' })
    .getByRole('button', { name: 'Delete transaction' })
    .click();
  await expect(proposer.getByTestId('flow-result')).toContainText('The deletion was sent');
  expect((await gatewayJson(`/v1/chains/${chainId}/transactions/${doomed}`)).status).toBe(404);

  const kept = await client.propose(safe, { to: owners[2]!.address, value: 2n }, 0, [owners[0]!]);
  const other = await ownerPage(browser, owners[1]!);
  await other.goto(txUrl(address, kept));
  // Not the proposer: no Delete.
  await expect(
    other.getByTestId('tx-actions').getByRole('button', { name: 'Confirm', exact: true }),
  ).toBeEnabled();
  await expect(other.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await other.getByTestId('tx-actions').getByRole('button', { name: 'Reject' }).click();
  await other
    .getByRole('dialog', { name: 'Reject nonce 0?' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await other.getByTestId('tx-review').getByRole('button', { name: 'Sign and propose' }).click();
  await expect(other.getByTestId('flow-result')).toContainText('sent to the gateway');
  // Nonce 0 now holds the transaction and its rejection.
  const queue = (await gatewayJson(`/v1/chains/${chainId}/safes/${address}/transactions/queued`))
    .body as { results: { type: string }[] };
  expect(queue.results.filter((r) => r.type === 'TRANSACTION')).toHaveLength(2);
});

test('a message reaches CONFIRMED and the Safe accepts it on chain (EIP-1271)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { address, owners, client, rpc } = await newSafe(2);
  const { chainId } = devnetInfo();
  const text = `Countersign e2e ${Date.now()}`;
  const messageHash = calculateSafeMessageHash({
    safeAddress: address,
    chainId: BigInt(chainId),
    version: '1.4.1',
    message: text,
  });
  await client.request('POST', `/v1/chains/${chainId}/safes/${address}/messages`, {
    message: text,
    signature: owners[0]!.signingKey.sign(messageHash).serialized,
  });

  const second = await ownerPage(browser, owners[1]!);
  await second.goto(
    `/transactions/msg?safe=${encodeURIComponent(safeParam(address))}&messageHash=${messageHash}`,
  );
  await second.getByTestId('message-actions').getByRole('button', { name: 'Sign message' }).click();
  await expect(second.getByTestId('flow-result')).toContainText('sent to the gateway');
  await second.reload();
  await expect(
    second.getByText('CONFIRMED').or(second.getByText('Confirmed')).first(),
  ).toBeVisible();
  await second.getByRole('button', { name: 'Check the signature on chain' }).click();
  await expect(second.getByTestId('eip1271-result')).toContainText('returned 0x1626ba7e (valid)');
  await expect(second.getByTestId('eip1271-result')).toContainText('returned 0x20c13b0b (valid)');

  // The same answer straight from the chain.
  const message = (await gatewayJson(`/v1/chains/${chainId}/messages/${messageHash}`)).body as {
    preparedSignature: string;
  };
  const safe = new Contract(
    address,
    ['function isValidSignature(bytes32,bytes) view returns (bytes4)'],
    rpc,
  );
  expect(
    await safe.getFunction('isValidSignature')(
      hashSafeMessageContent(text),
      message.preparedSignature,
    ),
  ).toBe('0x1626ba7e');
});

test('an offline confirmation is delivered exactly once after reconnecting, across a closed page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { address, owners, client, safe } = await newSafe(3);
  const { chainId } = devnetInfo();
  const safeTxHash = await client.propose(safe, { to: owners[2]!.address, value: 3n }, 0, [
    owners[0]!,
  ]);

  const page = await ownerPage(browser, owners[1]!);
  const context = page.context();
  await page.goto(txUrl(address, safeTxHash));
  await expect(
    page.getByTestId('tx-actions').getByRole('button', { name: 'Confirm', exact: true }),
  ).toBeEnabled();
  await context.setOffline(true);
  await page
    .getByTestId('tx-actions')
    .getByRole('button', { name: 'Confirm', exact: true })
    .click();
  await expect(page.getByTestId('flow-result')).toContainText('saved on this device');
  await expect(page.getByTestId('outbox-status')).toHaveText('Pending — sent when online');
  await page.close();

  // Still offline when the app starts again; then the connection comes back.
  const reopened = await context.newPage();
  await reopened.goto(txUrl(address, safeTxHash)).catch(() => undefined);
  await context.setOffline(false);
  await reopened.goto(txUrl(address, safeTxHash));
  await expect(reopened.getByTestId('outbox-status')).toHaveText('Sent', { timeout: 30_000 });
  const details = (await gatewayJson(`/v1/chains/${chainId}/transactions/${safeTxHash}`))
    .body as Details;
  const mine = details.detailedExecutionInfo.confirmations.filter(
    (c) => c.signer.value.toLowerCase() === owners[1]!.address.toLowerCase(),
  );
  expect(mine).toHaveLength(1);
  expect(details.detailedExecutionInfo.confirmations).toHaveLength(2);
});
