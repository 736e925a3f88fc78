// New transactions made in the app on NEW Safes: the proposer fills a form, reviews and proposes;
// a second owner in their own browser context confirms and executes; the effect is read back from
// the chain. Cheap kinds share a Safe to keep the spec short. Also: a draft restored after a
// reload, and a proposal made offline that reaches the gateway exactly once after reconnecting.
import { expect } from '@playwright/test';
import { test } from '../support/test';
import {
  Contract,
  parseEther,
  randomBytes,
  toBigInt,
  Wallet,
  ZeroAddress,
  ZeroHash,
  type HDNodeWallet,
} from 'ethers';
import { createSafe, testOwners } from '../../../devnet/chain';
import { SeedClient } from '../../../devnet/seed/safe-ops';
import { devnetInfo, safeParam } from '../support/devnet';
import { confirmAndExecute, newTxUrl, reviewAndPropose } from '../support/new-tx';
import { gatewayJson, newSafe, ownerPage, provider } from '../support/signing';

// Exercises the service worker, which the devnet projects block unless a spec asks for it.
test.use({ serviceWorkers: 'allow' });

const SAFE_ABI = [
  'function getOwners() view returns (address[])',
  'function getThreshold() view returns (uint256)',
  'function getModulesPaginated(address,uint256) view returns (address[],address)',
  'function getStorageAt(uint256,uint256) view returns (bytes)',
];
const TOKEN_ABI = [
  'function mint(address to, uint256 amount)',
  'function balanceOf(address) view returns (uint256)',
  'function ownerOf(uint256) view returns (address)',
];
const GUARD_SLOT = '0x4a204f620c8c5ccdca3fd54d003badd85ba500436a431f0cbda4f558c93c34c8';
const HANDLER_SLOT = '0x6c9a6c4a39284e37ed1cf53d337577d14212a4870fb976a4366c693b939918d5';
/** CompatibilityFallbackHandler 1.3.0 (canonical, deployed on the devnet with the 1.3.0 set). */
const HANDLER_130 = '0xf48f2B2d2a534e402487b3ee7C18c33Aec0Fe5e4';
const SENTINEL = '0x0000000000000000000000000000000000000001';
/** SafeL2 1.4.1 singleton and CompatibilityFallbackHandler 1.4.1 (canonical). */
const SAFE_L2_141 = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762';
const HANDLER_141 = '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99';

const safeContract = (address: string) => new Contract(address, SAFE_ABI, provider());
const slotAddress = async (safe: string, slot: string) =>
  `0x${(await provider().getStorage(safe, slot)).slice(26)}`.toLowerCase();

async function mint(from: HDNodeWallet, token: string, to: string, amount: bigint) {
  const contract = new Contract(token, TOKEN_ABI, from.connect(provider()));
  await (await contract.getFunction('mint')(to, amount)).wait();
}

test('send coins, tokens and an NFT: proposed in the app, confirmed and executed by another owner', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { erc20, erc721 } = devnetInfo().safes;
  const { address, owners, client, rpc } = await newSafe(2);
  await mint(owners[0]!, erc20, address, parseEther('10'));
  const nftId = BigInt(Date.now());
  await mint(owners[0]!, erc721, address, nftId);
  await client.sync();
  const recipient = Wallet.createRandom().address;

  const proposer = await ownerPage(browser, owners[0]!);
  const confirmer = await ownerPage(browser, owners[1]!);

  // Native coin, the amount typed with decimals.
  await proposer.goto(newTxUrl(address, 'send-native'));
  await proposer.getByLabel('Recipient', { exact: true }).fill(recipient.toLowerCase());
  await proposer.getByLabel('Amount (ETH)').fill('0.25');
  await expect(proposer.getByTestId('address-note')).toContainText(`New address — ${recipient}`);
  let hash = await reviewAndPropose(proposer);
  await confirmAndExecute(confirmer, address, hash, { confirm: true });
  expect(await rpc.getBalance(recipient)).toBe(parseEther('0.25'));

  // ERC-20 with "Max": the balance read on chain, exactly.
  await proposer.goto(newTxUrl(address, 'send-erc20'));
  await proposer.getByLabel('Token', { exact: true }).selectOption({ value: erc20 });
  await proposer.getByLabel('Recipient', { exact: true }).fill(recipient);
  await proposer.getByRole('button', { name: 'Max' }).click();
  await expect(proposer.getByLabel(/^Amount/)).toHaveValue('10');
  hash = await reviewAndPropose(proposer);
  await confirmAndExecute(confirmer, address, hash, { confirm: true });
  const token = new Contract(erc20, TOKEN_ABI, rpc);
  expect(await token.getFunction('balanceOf')(recipient)).toBe(parseEther('10'));
  expect(await token.getFunction('balanceOf')(address)).toBe(0n);

  // ERC-721.
  await proposer.goto(newTxUrl(address, 'send-erc721'));
  await proposer.getByLabel('NFT', { exact: true }).selectOption({ value: `${erc721}/${nftId}` });
  await proposer.getByLabel('Recipient', { exact: true }).fill(recipient);
  hash = await reviewAndPropose(proposer);
  await confirmAndExecute(confirmer, address, hash, { confirm: true });
  expect(await new Contract(erc721, TOKEN_ABI, rpc).getFunction('ownerOf')(nftId)).toBe(recipient);
});

test('owners and threshold: add with a new threshold, swap, remove, change threshold', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { address, owners } = await newSafe(2);
  const safe = safeContract(address);
  const added = Wallet.createRandom().address;
  const swapped = Wallet.createRandom().address;
  const proposer = await ownerPage(browser, owners[0]!);
  const confirmer = await ownerPage(browser, owners[1]!);

  await proposer.goto(newTxUrl(address, 'add-owner'));
  await proposer.getByLabel('New owner').fill(added);
  await proposer.getByLabel('Confirmations required after this change').selectOption('1');
  let hash = await reviewAndPropose(proposer);
  await expect(proposer.getByTestId('flow-result')).toBeVisible();
  await confirmAndExecute(confirmer, address, hash, { confirm: true });
  expect(await safe.getFunction('getOwners')()).toContain(added);
  expect(await safe.getFunction('getThreshold')()).toBe(1n);

  // From here one signature suffices: the proposer's; the second owner executes.
  await proposer.goto(newTxUrl(address, 'swap-owner'));
  await proposer.getByLabel('Owner to replace').selectOption(added);
  await proposer.getByLabel('New owner').fill(swapped);
  hash = await reviewAndPropose(proposer);
  await confirmAndExecute(confirmer, address, hash, { confirm: false });
  let onChain = (await safe.getFunction('getOwners')()) as string[];
  expect(onChain).toContain(swapped);
  expect(onChain).not.toContain(added);

  await proposer.goto(newTxUrl(address, 'remove-owner'));
  await proposer.getByLabel('Owner to remove').selectOption(swapped);
  hash = await reviewAndPropose(proposer);
  await confirmAndExecute(confirmer, address, hash, { confirm: false });
  onChain = (await safe.getFunction('getOwners')()) as string[];
  expect(onChain).toHaveLength(3);
  expect(onChain).not.toContain(swapped);

  await proposer.goto(newTxUrl(address, 'change-threshold'));
  await proposer.getByLabel('Confirmations required').selectOption('2');
  hash = await reviewAndPropose(proposer);
  await confirmAndExecute(confirmer, address, hash, { confirm: false });
  expect(await safe.getFunction('getThreshold')()).toBe(2n);
});

test('modules, guard and fallback handler: enable + disable, set + delete, set', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { address, owners } = await newSafe(1);
  const safe = safeContract(address);
  const module = Wallet.createRandom().address;
  const guard = devnetInfo().safes.guard;
  const proposer = await ownerPage(browser, owners[0]!);
  const executor = await ownerPage(browser, owners[1]!);
  const modules = async () =>
    ((await safe.getFunction('getModulesPaginated')(SENTINEL, 10)) as [string[]])[0];

  await proposer.goto(newTxUrl(address, 'enable-module'));
  await proposer.getByLabel('Module address').fill(module);
  let hash = await reviewAndPropose(proposer);
  await confirmAndExecute(executor, address, hash, { confirm: false });
  expect(await modules()).toEqual([module]);

  await proposer.goto(newTxUrl(address, 'disable-module'));
  await proposer.getByLabel('Module to disable').selectOption(module);
  hash = await reviewAndPropose(proposer);
  await confirmAndExecute(executor, address, hash, { confirm: false });
  expect(await modules()).toEqual([]);

  await proposer.goto(newTxUrl(address, 'set-guard'));
  await proposer.getByLabel('Guard address').fill(guard);
  hash = await reviewAndPropose(proposer);
  await confirmAndExecute(executor, address, hash, { confirm: false });
  expect(await slotAddress(address, GUARD_SLOT)).toBe(guard.toLowerCase());

  await proposer.goto(newTxUrl(address, 'delete-guard'));
  await expect(proposer.getByText(/Current guard \(on chain\)/)).toBeVisible();
  hash = await reviewAndPropose(proposer);
  await confirmAndExecute(executor, address, hash, { confirm: false });
  expect(await slotAddress(address, GUARD_SLOT)).toBe(ZeroAddress);

  await proposer.goto(newTxUrl(address, 'set-fallback-handler'));
  await proposer.getByLabel('Fallback handler address').fill(HANDLER_130);
  hash = await reviewAndPropose(proposer);
  await confirmAndExecute(executor, address, hash, { confirm: false });
  expect(await slotAddress(address, HANDLER_SLOT)).toBe(HANDLER_130.toLowerCase());
});

test('a half-filled form is restored after a reload; offline, the proposal waits and reaches the gateway once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { address, owners } = await newSafe(2);
  const { chainId } = devnetInfo();
  const recipient = Wallet.createRandom().address;
  const page = await ownerPage(browser, owners[0]!);
  const proposals: string[] = [];
  page.context().on('requestfinished', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/transactions/${address}/propose`)) {
      proposals.push(request.url());
    }
  });

  // The entry point: the header's button on a wide screen, the bottom bar's "New" on a phone.
  await page.goto(`/home?safe=${encodeURIComponent(safeParam(address))}`);
  await page.setViewportSize({ width: 360, height: 740 });
  // Role queries see only what is shown: on a phone that is the bottom bar's entry alone.
  const entry = page.getByRole('link', { name: 'New transaction', exact: true });
  await expect(entry).toHaveCount(1);
  await expect(entry).toHaveClass(/nav-new/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(entry).toHaveCount(1);
  await expect(entry).toHaveClass(/new-tx-header-link/);
  await entry.click();
  await page.getByRole('link', { name: 'Send coins' }).click();
  await expect(page).toHaveURL(/kind=send-native/);
  await page.getByLabel('Recipient', { exact: true }).fill(recipient);
  await page.getByLabel('Amount (ETH)').fill('0.125');
  // Past the debounce, then a reload (a crash looks the same to the next start).
  await page.waitForTimeout(800);
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByLabel('Recipient', { exact: true })).toHaveValue(recipient);
  await expect(page.getByLabel('Amount (ETH)')).toHaveValue('0.125');
  // The picker offers it too.
  await page.getByRole('link', { name: '← All kinds' }).click();
  await page.getByTestId('new-tx-drafts').getByRole('link', { name: 'Send coins' }).click();
  await expect(page.getByLabel('Amount (ETH)')).toHaveValue('0.125');

  await page.getByRole('button', { name: 'Review', exact: true }).click();
  const propose = page.getByRole('button', { name: 'Sign and propose' });
  await expect(propose).toBeEnabled({ timeout: 30_000 });
  const safeTxHash = (await page.getByTestId('new-tx-hash').textContent())!.trim();
  // The review fits a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.context().setOffline(true);
  await propose.click();
  await expect(page.getByTestId('flow-result')).toContainText('saved on this device');
  expect((await gatewayJson(`/v1/chains/${chainId}/transactions/${safeTxHash}`)).status).toBe(404);

  await page.context().setOffline(false);
  await expect
    .poll(
      async () => (await gatewayJson(`/v1/chains/${chainId}/transactions/${safeTxHash}`)).status,
      {
        timeout: 30_000,
      },
    )
    .toBe(200);
  // A moment for any second sender (another drain, the worker) to show itself.
  await page.waitForTimeout(2_000);
  expect(proposals).toHaveLength(1);
  // The draft went with the proposal.
  await page.goto(newTxUrl(address, 'send-native'));
  await expect(page.getByLabel('Recipient', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
});

test('update implementation: a 1.3.0 Safe moves to 1.4.1 through the official migration, confirmed and executed by another owner', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const rpc = provider();
  const owners = testOwners(rpc, 3, 1);
  const legacy = await createSafe({
    signer: owners[0]!,
    owners: [owners[0]!.address, owners[1]!.address],
    threshold: 2,
    version: '1.3.0',
    saltNonce: toBigInt(randomBytes(8)),
  });
  const { gatewayUrl, chainId } = devnetInfo();
  await new SeedClient(gatewayUrl, rpc, BigInt(chainId)).sync();
  const proposer = await ownerPage(browser, owners[0]!);
  const confirmer = await ownerPage(browser, owners[1]!);

  await proposer.goto(newTxUrl(legacy, 'update-implementation'));
  // The chain says 1.3.0, and only the official SafeMigration address is ever delegated to.
  // (createSafe makes L2 Safes, so the L2 singleton moves to the 1.4.1 L2 singleton.)
  await expect(proposer.getByText('The Safe runs the official 1.3.0 L2 singleton')).toBeVisible();
  const hash = await reviewAndPropose(proposer);
  // The official migration is allow-listed but unusual: the confirmer ticks that it runs inside
  // the Safe by delegatecall before the wallet is asked.
  await confirmAndExecute(confirmer, legacy, hash, {
    confirm: true,
    acknowledge: ['UNUSUAL_DELEGATECALL'],
  });
  // Read back from the chain: the proxy's singleton (slot 0) and the fallback handler are 1.4.1's.
  expect(await slotAddress(legacy, ZeroHash)).toBe(SAFE_L2_141.toLowerCase());
  expect(await slotAddress(legacy, HANDLER_SLOT)).toBe(HANDLER_141.toLowerCase());
  const version = new Contract(legacy, ['function VERSION() view returns (string)'], rpc);
  expect(await version.getFunction('VERSION')()).toBe('1.4.1');

  // A 1.4.1 Safe is not offered an update.
  const { address } = await newSafe(1);
  await proposer.goto(newTxUrl(address, 'update-implementation'));
  await expect(proposer.getByText('The Safe runs 1.4.1: no update is needed')).toBeVisible();
});
