// Signing on the devnet with owners in separate browser contexts, each on a NEW Safe (the seeded
// queue other specs read stays as it is): confirm by a second owner and execute (checked on
// chain), reject and delete, a message to CONFIRMED with isValidSignature on chain, and an offline
// confirmation delivered exactly once after reconnecting, across a closed page. Before each
// signature the hardware-wallet screen is checked against hashes computed here with ethers alone.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { Contract, hashMessage, Transaction, TypedDataEncoder, Wallet, ZeroAddress } from 'ethers';
import { calculateSafeMessageHash, hashSafeMessageContent } from '../../../src/safe';
import { devnetInfo, safeParam } from '../support/devnet';
import { gatewayJson, newSafe, ownerPage, txUrl, type Details } from '../support/signing';

// Exercises the service worker, which the devnet projects block unless a spec asks for it.
test.use({ serviceWorkers: 'allow' });

/** A hash as a Ledger prints it: 0x and uppercase. */
const onDevice = (hash: string) => `0x${hash.slice(2).toUpperCase()}`;

/** The device hashes in `scope` (the screen of `kind`), as one string each. */
async function shownHashes(scope: Page | Locator, kind: string) {
  const screen = scope.locator(`[data-testid="hardware-screen"][data-kind="${kind}"]`);
  await expect(screen).toBeVisible();
  await expect(screen).toContainText('Your hardware wallet shows these; compare before approving.');
  const text = async (id: string) => (await screen.getByTestId(id).textContent()) ?? '';
  return kind === 'transaction'
    ? { transaction: await text('hw-transaction-hash') }
    : { domain: await text('hw-domain-hash'), message: await text('hw-message-hash') };
}

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
  await expect(actions.getByRole('button', { name: 'Confirm', exact: true })).toBeEnabled();
  // The device screen is there before Confirm, with the hashes of this SafeTx (Safe 1.4.1).
  const domain = { chainId: BigInt(devnetInfo().chainId), verifyingContract: address };
  const safeTxTypes = {
    SafeTx: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
      { name: 'operation', type: 'uint8' },
      { name: 'safeTxGas', type: 'uint256' },
      { name: 'baseGas', type: 'uint256' },
      { name: 'gasPrice', type: 'uint256' },
      { name: 'gasToken', type: 'address' },
      { name: 'refundReceiver', type: 'address' },
      { name: 'nonce', type: 'uint256' },
    ],
  };
  const safeTx = {
    to: recipient,
    value: 12_345n,
    data: '0x',
    operation: 0,
    safeTxGas: 0n,
    baseGas: 0n,
    gasPrice: 0n,
    gasToken: ZeroAddress,
    refundReceiver: ZeroAddress,
    nonce: 0n,
  };
  expect(TypedDataEncoder.hash(domain, safeTxTypes, safeTx)).toBe(safeTxHash);
  expect(await shownHashes(second, 'typed-data')).toEqual({
    domain: onDevice(TypedDataEncoder.hashDomain(domain)),
    message: onDevice(TypedDataEncoder.from(safeTxTypes).hash(safeTx)),
  });
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
  // The transaction hash shown before the wallet was asked is the signing hash of the mined
  // transaction's own fields, read back from the chain.
  const result = (await third.getByTestId('flow-result').textContent()) ?? '';
  const minedHash = /Executed in transaction (0x[0-9a-fA-F]{64})/.exec(result)![1]!;
  const mined = (await rpc.getTransaction(minedHash))!;
  const unsigned = Transaction.from({
    type: mined.type,
    chainId: mined.chainId,
    nonce: mined.nonce,
    to: mined.to,
    data: mined.data,
    value: mined.value,
    gasLimit: mined.gasLimit,
    ...(mined.type === 2
      ? { maxFeePerGas: mined.maxFeePerGas, maxPriorityFeePerGas: mined.maxPriorityFeePerGas }
      : { gasPrice: mined.gasPrice }),
  });
  expect(await shownHashes(third, 'transaction')).toEqual({
    transaction: onDevice(unsigned.unsignedHash),
  });
  const contract = new Contract(address, ['function nonce() view returns (uint256)'], rpc);
  expect(await contract.getFunction('nonce')()).toBe(1n);
});

test('the proposer deletes a transaction; another owner rejects one', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { address, owners, client, safe } = await newSafe(2);
  const { chainId } = devnetInfo();
  const doomed = await client.propose(safe, { to: owners[2]!.address, value: 1n }, 0, [owners[0]!]);

  const proposer = await ownerPage(browser, owners[0]!);
  // On a phone: the device screens fit 360 px without sideways scrolling.
  await proposer.setViewportSize({ width: 360, height: 780 });
  await proposer.goto(txUrl(address, doomed));
  await proposer.getByTestId('tx-actions').getByRole('button', { name: 'Delete' }).click();
  const dialog = proposer.getByRole('dialog', { name: 'Delete nonce 0?' });
  await expect(dialog.getByTestId('hardware-screen')).toBeVisible();
  expect(
    await proposer.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  // The dialog shows the DeleteRequest's hashes (the Transaction Service's domain, this hour's totp).
  const deleteDomain = {
    name: 'Safe Transaction Service',
    version: '1.0',
    chainId: BigInt(chainId),
    verifyingContract: address,
  };
  const deleteTypes = {
    DeleteRequest: [
      { name: 'safeTxHash', type: 'bytes32' },
      { name: 'totp', type: 'uint256' },
    ],
  };
  const hour = () => BigInt(Math.floor(Date.now() / 3_600_000));
  const before = hour();
  const shown = await shownHashes(dialog, 'typed-data');
  const hours = new Set([before, hour()]);
  expect(shown.domain).toBe(onDevice(TypedDataEncoder.hashDomain(deleteDomain)));
  expect(
    [...hours].map((totp) =>
      onDevice(TypedDataEncoder.from(deleteTypes).hash({ safeTxHash: doomed, totp })),
    ),
  ).toContain(shown.message);
  const path = testInfo.outputPath('delete-dialog-360.png');
  await proposer.screenshot({ path });
  await testInfo.attach('delete dialog at 360 px', { path, contentType: 'image/png' });
  await dialog.getByRole('button', { name: 'Delete transaction' }).click();
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
  // The SafeMessage's device hashes, from ethers alone: the Safe's domain and SafeMessage{message:
  // EIP-191 hash of the text}.
  const messageDomain = { chainId: BigInt(chainId), verifyingContract: address };
  const safeMessageTypes = { SafeMessage: [{ name: 'message', type: 'bytes' }] };
  expect(await shownHashes(second.getByTestId('message-actions'), 'typed-data')).toEqual({
    domain: onDevice(TypedDataEncoder.hashDomain(messageDomain)),
    message: onDevice(TypedDataEncoder.from(safeMessageTypes).hash({ message: hashMessage(text) })),
  });
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
