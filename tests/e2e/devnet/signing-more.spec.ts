// More signing on the devnet, each on a NEW Safe with owners in separate browser contexts: an
// ERC-20 transfer, a settings change and a MultiSendCallOnly batch confirmed and executed through
// the UI (effects read on chain), an execution through the gateway's relay (sent by the relayer,
// the remaining count going down), and a message signed on chain through SignMessageLib.
import { expect, type Browser } from '@playwright/test';
import { test } from '../support/test';
import { Contract, parseEther, Wallet, type HDNodeWallet, type JsonRpcProvider } from 'ethers';
import { testOwners } from '../../../devnet/chain';
import {
  buildAddOwnerCall,
  buildErc20TransferCall,
  buildMultiSendCall,
  buildNativeTransferCall,
  calculateSafeMessageHash,
  hashSafeMessageContent,
} from '../../../src/safe';
import { devnetInfo } from '../support/devnet';
import { gatewayJson, messageUrl, newSafe, ownerPage, provider, txUrl } from '../support/signing';

/** MultiSendCallOnly 1.4.1 at its canonical address (deployed on the devnet like on any chain). */
const MULTI_SEND_CALL_ONLY = '0x9641d764fc13c8B624c04430C7356C1C7C8102e2';
/** The devnet relayer: test account #9 (devnet/README.md, "Relay"). */
const RELAYER_INDEX = 9;

const TOKEN_ABI = [
  'function mint(address to, uint256 amount)',
  'function balanceOf(address) view returns (uint256)',
];
const SAFE_ABI = [
  'function nonce() view returns (uint256)',
  'function getOwners() view returns (address[])',
  'function getThreshold() view returns (uint256)',
  'function isValidSignature(bytes32,bytes) view returns (bytes4)',
];

/** Mints test tokens to `to`, sent by `from`. */
async function mintTokens(from: HDNodeWallet, to: string, amount: bigint) {
  // A provider of its own: ethers caches an identical request for a moment, so the creating
  // provider could answer a stale nonce right after the Safe's funding.
  const token = new Contract(devnetInfo().safes.erc20, TOKEN_ABI, from.connect(provider()));
  await (await token.getFunction('mint')(to, amount)).wait();
}

/** The test token's balance of `holder`, read on chain. */
function tokenBalance(rpc: JsonRpcProvider, holder: string): Promise<bigint> {
  return new Contract(devnetInfo().safes.erc20, TOKEN_ABI, rpc).getFunction('balanceOf')(
    holder,
  ) as Promise<bigint>;
}

/** One owner confirms through the UI, another executes through the UI; waits for the receipt. */
async function confirmAndExecute(
  browser: Browser,
  address: string,
  safeTxHash: string,
  confirmer: HDNodeWallet,
  executor: HDNodeWallet,
) {
  const second = await ownerPage(browser, confirmer);
  await second.goto(txUrl(address, safeTxHash));
  await second
    .getByTestId('tx-actions')
    .getByRole('button', { name: 'Confirm', exact: true })
    .click();
  await expect(second.getByTestId('flow-result')).toContainText('sent to the gateway');
  await second.context().close();

  const third = await ownerPage(browser, executor);
  await third.goto(txUrl(address, safeTxHash));
  await third
    .getByTestId('tx-actions')
    .getByRole('button', { name: 'Execute', exact: true })
    .click();
  // The chain is the judge: once the details refetch shows the transaction executed, the actions
  // (and their result line) are gone, so the result text may already have vanished.
  await expect
    .poll(() => new Contract(address, SAFE_ABI, provider()).getFunction('nonce')(), {
      timeout: 90_000,
    })
    .toBe(1n);
  await expect(third.getByTestId('flow-error')).toHaveCount(0);
  await third.context().close();
}

test('an ERC-20 transfer confirmed by a second owner and executed moves the tokens', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { address, owners, client, rpc, safe } = await newSafe(2);
  await mintTokens(owners[0]!, address, parseEther('100'));
  await client.sync();
  const recipient = Wallet.createRandom().address;
  const transfer = buildErc20TransferCall({
    token: devnetInfo().safes.erc20,
    to: recipient,
    value: parseEther('12.5'),
  });
  const safeTxHash = await client.propose(safe, { to: transfer.to, data: transfer.data }, 0, [
    owners[0]!,
  ]);

  await confirmAndExecute(browser, address, safeTxHash, owners[1]!, owners[2]!);
  expect(await tokenBalance(rpc, recipient)).toBe(parseEther('12.5'));
  expect(await tokenBalance(rpc, address)).toBe(parseEther('87.5'));
});

test('adding an owner with a new threshold, confirmed and executed, changes the Safe on chain', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { address, owners, client, rpc, safe } = await newSafe(2);
  const added = Wallet.createRandom().address;
  const call = buildAddOwnerCall({ safeAddress: address, owner: added, threshold: 3n });
  const safeTxHash = await client.propose(safe, { to: call.to, data: call.data }, 0, [owners[0]!]);

  await confirmAndExecute(browser, address, safeTxHash, owners[1]!, owners[2]!);
  const contract = new Contract(address, SAFE_ABI, rpc);
  const onChainOwners = (await contract.getFunction('getOwners')()) as string[];
  expect(onChainOwners).toHaveLength(4);
  expect(onChainOwners).toContain(added);
  expect(await contract.getFunction('getThreshold')()).toBe(3n);
});

test('a MultiSendCallOnly batch of two actions, confirmed and executed, does both', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { address, owners, client, rpc, safe } = await newSafe(2);
  await mintTokens(owners[0]!, address, parseEther('10'));
  await client.sync();
  const recipient = Wallet.createRandom().address;
  const batch = buildMultiSendCall({
    multiSend: MULTI_SEND_CALL_ONLY,
    calls: [
      buildNativeTransferCall({ to: recipient, value: 54_321n }),
      buildErc20TransferCall({ token: devnetInfo().safes.erc20, to: recipient, value: 7n }),
    ],
  });
  const safeTxHash = await client.propose(
    safe,
    { to: batch.to, data: batch.data, operation: 1 },
    0,
    [owners[0]!],
  );

  await confirmAndExecute(browser, address, safeTxHash, owners[1]!, owners[2]!);
  expect(await rpc.getBalance(recipient)).toBe(54_321n);
  expect(await tokenBalance(rpc, recipient)).toBe(7n);
});

test('a fully confirmed transaction executed through the relay, sent by the relayer', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { address, owners, client, rpc, safe } = await newSafe(2);
  const { chainId } = devnetInfo();
  const relayer = testOwners(rpc, 1, RELAYER_INDEX)[0]!;
  const recipient = Wallet.createRandom().address;
  const safeTxHash = await client.propose(safe, { to: recipient, value: 777n }, 0, [
    owners[0]!,
    owners[1]!,
  ]);

  const page = await ownerPage(browser, owners[2]!);
  await page.goto(txUrl(address, safeTxHash));
  const relay = page.getByTestId('tx-actions').getByRole('button', { name: /^Relay/ });
  await expect(relay).toHaveText('Relay (5 of 5 left)');
  await relay.click();
  // Judged on chain: the result line goes away once the details refetch shows it executed.
  await expect
    .poll(() => new Contract(address, SAFE_ABI, provider()).getFunction('nonce')(), {
      timeout: 90_000,
    })
    .toBe(1n);
  await client.sync();
  const executed = (await gatewayJson(`/v1/chains/${chainId}/transactions/${safeTxHash}`)).body as {
    txHash: string | null;
  };
  expect(executed.txHash).toMatch(/^0x[0-9a-f]{64}$/i);
  const sent = await rpc.getTransaction(executed.txHash!);
  expect(sent?.from).toBe(relayer.address);
  expect(sent?.to).toBe(address);
  expect(await rpc.getBalance(recipient)).toBe(777n);
  expect(await new Contract(address, SAFE_ABI, rpc).getFunction('nonce')()).toBe(1n);
  expect((await gatewayJson(`/v1/chains/${chainId}/relay/${address}`)).body).toEqual({
    remaining: 4,
    limit: 5,
  });

  // The next transaction of the same Safe shows one relay less.
  await client.sync();
  const next = await client.propose(safe, { to: recipient, value: 1n }, 1, [
    owners[0]!,
    owners[1]!,
  ]);
  const fresh = await ownerPage(browser, owners[2]!);
  await fresh.goto(txUrl(address, next));
  await expect(fresh.getByTestId('tx-actions').getByRole('button', { name: /^Relay/ })).toHaveText(
    'Relay (4 of 5 left)',
  );
});

test('a message signed on chain through SignMessageLib is valid for isValidSignature', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { address, owners, client, rpc } = await newSafe(2);
  const { chainId } = devnetInfo();
  const text = `Countersign on-chain e2e ${Date.now()}`;
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
  const contract = new Contract(address, SAFE_ABI, rpc);
  const isValid = () =>
    contract.getFunction('isValidSignature')(hashSafeMessageContent(text), '0x') as Promise<string>;
  // Not signed on chain yet: the Safe reverts (1.4.1's handler requires a signed message).
  await expect(isValid()).rejects.toThrow();

  const proposer = await ownerPage(browser, owners[1]!);
  await proposer.goto(messageUrl(address, messageHash));
  await proposer
    .getByTestId('message-actions')
    .getByRole('button', { name: 'Sign on chain instead (SignMessageLib)' })
    .click();
  await proposer.getByTestId('tx-review').getByRole('button', { name: 'Sign and propose' }).click();
  await expect(proposer.getByTestId('flow-result')).toContainText('sent to the gateway');
  const queue = (await gatewayJson(`/v1/chains/${chainId}/safes/${address}/transactions/queued`))
    .body as { results: { type: string; transaction?: { id: string } }[] };
  const queued = queue.results.filter((r) => r.type === 'TRANSACTION');
  expect(queued).toHaveLength(1);
  const txId = queued[0]!.transaction!.id;

  // The second confirmation is the executor's own approval.
  const executor = await ownerPage(browser, owners[2]!);
  await executor.goto(txUrl(address, txId));
  const actions = executor.getByTestId('tx-actions');
  const execute = actions.getByRole('button', { name: 'Execute, adding your approval' });
  // A delegatecall to SignMessageLib is allow-listed but unusual: the signer ticks it first.
  await expect(execute).toBeDisabled();
  await actions.locator('[data-dangerous="UNUSUAL_DELEGATECALL"] input[type="checkbox"]').check();
  await execute.click();
  // Judged on chain, as the result line goes away once the details show the execution.
  await expect
    .poll(() => isValid().catch(() => 'reverted'), { timeout: 90_000 })
    .toBe('0x1626ba7e');
});
