// Custom calls with the user's own ABI and the batch builder, end to end on NEW Safes with owners in
// separate browser contexts: setValue(42) on the devnet's TestTarget through a pasted ABI (decoded
// with that ABI in the review on the proposer's device, where the gateway cannot decode it),
// confirmed, executed and read back on chain; a 3-action batch (native send, ERC-20 send,
// setValue) exported and re-imported as Transaction Builder JSON, then executed with all three
// effects read on chain.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { Contract, Interface, parseEther, Wallet } from 'ethers';
import { devnetContract } from '../../../devnet/contracts/compile';
import { devnetInfo } from '../support/devnet';
import { fillAbiCall, fillRawCall } from '../support/new-transaction';
import { confirmAndExecute, newTxUrl, proposeReviewed } from '../support/new-tx';
import { newSafe, ownerPage, provider, txUrl } from '../support/signing';

const TARGET_ABI = JSON.stringify(devnetContract('TestTarget').abi);
const ERC20_ABI = JSON.stringify(
  JSON.parse(
    new Interface([
      'function transfer(address to, uint256 value) returns (bool)',
      'function balanceOf(address) view returns (uint256)',
    ]).formatJson(),
  ),
);
const TOKEN = [
  'function mint(address to, uint256 amount)',
  'function balanceOf(address) view returns (uint256)',
];

const targetValue = () =>
  new Contract(
    devnetInfo().safes.testTarget,
    devnetContract('TestTarget').abi,
    provider(),
  ).getFunction('value')() as Promise<bigint>;

test('a custom call through a pasted ABI: setValue(42), decoded with that ABI, executed, read back', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { address, owners } = await newSafe(2);
  const target = devnetInfo().safes.testTarget;
  const proposer = await ownerPage(browser, owners[0]!);
  await proposer.goto(newTxUrl(address, 'custom-call'));
  // A typo in the checksum is refused before anything else.
  await proposer
    .getByLabel('Contract address')
    .fill(target.replace(/[a-f]/, (c) => c.toUpperCase()));
  await proposer.getByLabel('Contract address').blur();
  await expect(proposer.getByRole('alert').first()).toContainText(/checksum|hexadecimal/);
  await fillAbiCall(proposer, {
    address: target,
    abi: TARGET_ABI,
    fn: 'setValue(uint256)',
    inputs: { newValue: '-1' },
  });
  await proposer.getByLabel(/^newValue \(/).blur();
  await expect(proposer.getByText('uint256 cannot be negative.')).toBeVisible();
  await proposer.getByLabel(/^newValue \(/).fill('42');
  await proposer.getByRole('button', { name: 'Review' }).click();
  await expect(proposer.getByText(`Call setValue(42) on ${target}`)).toBeVisible();
  const safeTxHash = await proposeReviewed(proposer);

  // On the proposer's device the review decodes the call with the saved ABI.
  await proposer.goto(txUrl(address, safeTxHash));
  await expect(proposer.getByTestId('decoded-with-your-abi')).toHaveText(
    'Decoded with your ABI (the gateway did not decode it)',
  );
  await expect(proposer.getByTestId('user-abi-decoding')).toContainText('setValue');
  await expect(proposer.getByTestId('user-abi-decoding')).toContainText('42');
  await proposer.context().close();

  const confirmer = await ownerPage(browser, owners[1]!);
  await confirmAndExecute(confirmer, address, safeTxHash, { confirm: true });
  expect(await targetValue()).toBe(42n);
});

test('a call that would revert is simulated before proposing: shown failed, proposed only with "Propose anyway"', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { address, owners } = await newSafe(2);
  const target = devnetInfo().safes.testTarget;
  const page = await ownerPage(browser, owners[0]!);
  await page.goto(newTxUrl(address, 'custom-call'));
  // TestTarget refuses values above 1e30 with a custom error.
  await fillAbiCall(page, {
    address: target,
    abi: TARGET_ABI,
    fn: 'setValue(uint256)',
    inputs: { newValue: (10n ** 30n + 1n).toString() },
  });
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByTestId('simulation-panel')).toHaveAttribute('data-status', 'failed', {
    timeout: 30_000,
  });
  await expect(page.getByRole('alert').filter({ hasText: 'The simulation failed' })).toBeVisible();
  const propose = page.getByRole('button', { name: 'Sign and propose' });
  await expect(propose).toBeDisabled();
  await page.getByLabel('Propose anyway').check();
  await expect(propose).toBeEnabled();
  await propose.click();
  await expect(page.getByTestId('flow-result')).toContainText('sent to the gateway');
});

/** Adds one custom-call action to the batch with `fill`. */
async function addToBatch(page: Page, fill: () => Promise<void>) {
  await page.getByLabel('Add an action').selectOption('custom-call');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await fill();
  await page.getByRole('button', { name: 'Add to batch' }).click();
}

test('a 3-action batch exported and re-imported as Transaction Builder JSON, executed: all three effects on chain', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { address, owners, client } = await newSafe(2);
  const { erc20, testTarget } = devnetInfo().safes;
  await (
    await new Contract(erc20, TOKEN, owners[0]!.connect(provider())).getFunction('mint')(
      address,
      parseEther('100'),
    )
  ).wait();
  await client.sync();
  const recipient = Wallet.createRandom().address;
  const page = await ownerPage(browser, owners[0]!);
  await page.goto(newTxUrl(address, 'batch'));

  await addToBatch(page, () => fillRawCall(page, { address: recipient, data: '', value: '0.25' }));
  await addToBatch(page, () =>
    fillAbiCall(page, {
      address: erc20,
      abi: ERC20_ABI,
      fn: 'transfer(address,uint256)',
      inputs: { to: recipient, value: parseEther('12.5').toString() },
    }),
  );
  await addToBatch(page, () =>
    fillAbiCall(page, {
      address: testTarget,
      abi: TARGET_ABI,
      fn: 'setValue(uint256)',
      inputs: { newValue: '7777' },
    }),
  );
  const list = page.getByRole('list', { name: 'Actions in this batch' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  // Reorder by keyboard and back: the order the batch runs in is the list's order.
  await page.getByRole('button', { name: 'Move action 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem').nth(1)).toContainText('setValue(7777)');
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem').nth(0)).toContainText('setValue(7777)');
  await page.getByRole('button', { name: 'Move action 1 down' }).click();
  await page.getByRole('button', { name: 'Move action 2 down' }).click();
  await expect(list.getByRole('listitem').nth(2)).toContainText('setValue(7777)');

  // Export, empty the batch, import the file back.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  const path = await download.path();
  const exported = JSON.parse(await readFile(path, 'utf8')) as {
    version: string;
    chainId: string;
    meta: { checksum: string; createdFromSafeAddress: string };
    transactions: { to: string; value: string }[];
  };
  expect(exported).toMatchObject({ version: '1.0', chainId: devnetInfo().chainId });
  expect(exported.meta.createdFromSafeAddress).toBe(address);
  expect(exported.meta.checksum).toMatch(/^0x[0-9a-f]{64}$/);
  expect(exported.transactions.map((t) => t.to)).toEqual([recipient, erc20, testTarget]);
  expect(exported.transactions[0]!.value).toBe(parseEther('0.25').toString());
  for (let i = 0; i < 3; i += 1)
    await page.getByRole('button', { name: 'Remove action 1' }).click();
  await expect(page.getByText('No actions yet')).toBeVisible();
  await page.getByLabel('Import a Transaction Builder file (JSON)').setInputFiles(path);
  await expect(page.getByText(/Imported 3 actions from/)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').nth(0)).toContainText(`Send 0.25 ETH to ${recipient}`);

  await page.getByRole('button', { name: 'Review batch' }).click();
  const safeTxHash = await proposeReviewed(page);
  await page.context().close();

  const confirmer = await ownerPage(browser, owners[1]!);
  await confirmAndExecute(confirmer, address, safeTxHash, { confirm: true });
  const rpc = provider();
  expect(await rpc.getBalance(recipient)).toBe(parseEther('0.25'));
  expect(await new Contract(erc20, TOKEN, rpc).getFunction('balanceOf')(recipient)).toBe(
    parseEther('12.5'),
  );
  // Not the 42 of the first test: this value proves the batch's own call ran.
  expect(await targetValue()).toBe(7777n);
});
