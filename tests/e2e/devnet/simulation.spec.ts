// Local simulation on the devnet, each test on a NEW Safe: a queued ERC-20 transfer of more than
// the Safe holds shows the token's revert reason loudly before anyone signs, and Confirm/Execute
// wait for an explicit "anyway"; a batch that succeeds shows success, gas used and the Safe's exact
// balance changes (−1 ETH, −5 TST) before executing, and the execution is sent with the EIP-1559
// fees the app computed (the devnet chain config has EIP1559), read back from the mined transaction.
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { Contract, Interface, parseEther, Wallet } from 'ethers';
import {
  buildErc20TransferCall,
  buildMultiSendCall,
  buildNativeTransferCall,
  TRUSTED_DELEGATECALL_TARGETS,
} from '../../../src/safe';
import { devnetInfo } from '../support/devnet';
import { gatewayJson, newSafe, ownerPage, txUrl, type Details } from '../support/signing';

const erc20 = new Interface([
  'function mint(address to, uint256 amount)',
  'function balanceOf(address) view returns (uint256)',
]);
const MULTI_SEND_CALL_ONLY = TRUSTED_DELEGATECALL_TARGETS.find(
  (t) => t.name === 'MultiSendCallOnly' && t.version === '1.4.1',
)!.address;

test('a transfer that would revert is shown failed before signing; Confirm needs an explicit override', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { address, owners, client, safe } = await newSafe(2);
  const token = new Contract(devnetInfo().safes.erc20, erc20, owners[0]!);
  await (await token.getFunction('mint')(address, parseEther('10'))).wait();
  const recipient = Wallet.createRandom().address;
  // 50 TST from a Safe that holds 10.
  const call = buildErc20TransferCall({
    token: devnetInfo().safes.erc20,
    to: recipient,
    value: parseEther('50'),
  });
  const safeTxHash = await client.propose(safe, { to: call.to, data: call.data }, 0, [owners[0]!]);

  const page = await ownerPage(browser, owners[1]!);
  await page.goto(txUrl(address, safeTxHash));
  const actions = page.getByTestId('tx-actions');
  const panel = actions.getByTestId('simulation-panel');
  await expect(panel).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
  const verdict = panel.getByRole('alert');
  await expect(verdict).toContainText('Simulation failed: this transaction would revert');
  await expect(panel.getByTestId('simulation-reason')).toHaveText('Reverted: “ERC20: balance”.');
  expect(Number(await panel.getByTestId('simulation-gas').textContent())).toBeGreaterThan(0);

  const confirm = actions.getByRole('button', { name: 'Confirm', exact: true });
  const execute = actions.getByRole('button', { name: 'Execute, adding your approval' });
  // The review passed (Reject is enabled), yet the failed simulation holds Confirm and Execute.
  await expect(actions.getByRole('button', { name: 'Reject' })).toBeEnabled();
  await expect(confirm).toBeDisabled();
  await expect(execute).toBeDisabled();
  const override = actions.getByLabel(/Sign or execute anyway/);
  await override.check();
  await expect(confirm).toBeEnabled();
  await override.uncheck();
  await expect(confirm).toBeDisabled();
  await override.check();
  await confirm.click();
  await expect(page.getByTestId('flow-result')).toContainText('sent to the gateway');
  const details = (
    await gatewayJson(`/v1/chains/${devnetInfo().chainId}/transactions/${safeTxHash}`)
  ).body as Details;
  expect(details.detailedExecutionInfo.confirmations).toHaveLength(2);
  // Nothing left the Safe: the simulation ran on eth_call only.
  expect(await token.getFunction('balanceOf')(address)).toBe(parseEther('10'));
});

test('a batch that succeeds shows gas and the Safe’s balance changes, then executes with EIP-1559 fees', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { address, owners, client, safe, rpc } = await newSafe(2);
  const tokenAddress = devnetInfo().safes.erc20;
  const token = new Contract(tokenAddress, erc20, owners[0]!);
  await (await token.getFunction('mint')(address, parseEther('10'))).wait();
  const recipient = Wallet.createRandom().address;
  const batch = buildMultiSendCall({
    multiSend: MULTI_SEND_CALL_ONLY,
    calls: [
      buildNativeTransferCall({ to: recipient, value: parseEther('1') }),
      buildErc20TransferCall({ token: tokenAddress, to: recipient, value: parseEther('5') }),
    ],
  });
  const safeTxHash = await client.propose(
    safe,
    { to: batch.to, data: batch.data, operation: 1 },
    0,
    [owners[0]!],
  );

  const page = await ownerPage(browser, owners[1]!);
  await page.goto(txUrl(address, safeTxHash));
  const actions = page.getByTestId('tx-actions');
  const panel = actions.getByTestId('simulation-panel');
  await expect(panel).toHaveAttribute('data-status', 'success', { timeout: 30_000 });
  await expect(panel.getByTestId('simulation-status')).toContainText('Simulation succeeded');
  expect(Number(await panel.getByTestId('simulation-gas').textContent())).toBeGreaterThan(21_000);
  const amounts = panel.getByTestId('balance-change-amount');
  await expect(amounts).toHaveText(['−1 ETH', '−5 TST']);
  await expect(actions.getByTestId('simulation-override')).toHaveCount(0);

  const execute = actions.getByRole('button', { name: 'Execute, adding your approval' });
  await expect(execute).toBeEnabled();
  await execute.click();
  const result = page.getByTestId('flow-result');
  await expect(result).toContainText('Executed in transaction', { timeout: 60_000 });
  const text = (await result.textContent()) ?? '';
  const hash = /transaction (0x[0-9a-f]{64})/i.exec(text)?.[1];
  const fees = /EIP-1559 fees: max (\d+) wei, tip (\d+) wei per gas/.exec(text);
  expect(hash).toBeTruthy();
  expect(fees).not.toBeNull();
  const mined = await rpc.getTransaction(hash!);
  expect(mined?.type).toBe(2);
  expect(mined?.maxFeePerGas).toBe(BigInt(fees![1]!));
  expect(mined?.maxPriorityFeePerGas).toBe(BigInt(fees![2]!));
  // The chain's own tip suggestion, and a max fee above the block's base fee.
  expect(mined?.maxPriorityFeePerGas).toBe(BigInt(await rpc.send('eth_maxPriorityFeePerGas', [])));
  const block = await rpc.getBlock(mined!.blockNumber!);
  expect(mined!.maxFeePerGas!).toBeGreaterThan(block!.baseFeePerGas!);

  // What the simulation showed is what happened.
  expect(await rpc.getBalance(recipient)).toBe(parseEther('1'));
  expect(await token.getFunction('balanceOf')(recipient)).toBe(parseEther('5'));
  expect(await token.getFunction('balanceOf')(address)).toBe(parseEther('5'));
  expect(await rpc.getBalance(address)).toBe(0n);
});

test('with an RPC that does not answer, signing is blocked and nothing asks it in a loop', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { address, owners, client, safe } = await newSafe(2);
  const safeTxHash = await client.propose(safe, { to: owners[2]!.address, value: 1n }, 0, [
    owners[0]!,
  ]);
  const page = await ownerPage(browser, owners[1]!);
  await page.goto(
    `/settings/setup?safe=${encodeURIComponent(`${devnetInfo().shortName}:${address}`)}`,
  );
  const dead = 'http://127.0.0.1:9/';
  await page.getByLabel('RPC address for Devnet').fill(dead);
  await page.getByRole('button', { name: 'Save RPC' }).click();
  await expect(page.getByText('RPC saved.')).toBeVisible();
  let asked = 0;
  page.on('request', (request) => {
    if (request.url() === dead) asked += 1;
  });
  await page.goto(txUrl(address, safeTxHash));
  await expect(page.getByTestId('signing-gate')).toHaveAttribute('data-status', 'blocked', {
    timeout: 20_000,
  });
  const settled = asked;
  await page.waitForTimeout(5_000);
  // The chain read (six calls, one retry) and no more: a failed read is not re-asked by mounting.
  expect(settled).toBeLessThanOrEqual(12);
  expect(asked).toBe(settled);
  await expect(
    page.getByTestId('tx-actions').getByRole('button', { name: 'Confirm', exact: true }),
  ).toBeDisabled();
});
