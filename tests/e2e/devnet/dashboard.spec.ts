// Home on the devnet: every value equals the seeded Safe's on-chain configuration (read straight
// from the chain here), the queue counts, and the screen restored offline with "as of".
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { Contract, JsonRpcProvider, getAddress, toBeHex, zeroPadValue } from 'ethers';
import { devnetInfo, safeParam } from '../support/devnet';
import { pageNetwork } from '../support/offline';
import { connectFromHeader } from '../support/wallet';

// Exercises the service worker, which the devnet projects block unless a spec asks for it.
test.use({ serviceWorkers: 'allow' });

const SAFE_ABI = [
  'function getOwners() view returns (address[])',
  'function getThreshold() view returns (uint256)',
  'function nonce() view returns (uint256)',
  'function VERSION() view returns (string)',
  'function getModulesPaginated(address start, uint256 pageSize) view returns (address[] array, address next)',
  'function getStorageAt(uint256 offset, uint256 length) view returns (bytes)',
];
// keccak256("fallback_manager.handler.address") and keccak256("guard_manager.guard.address").
const FALLBACK_SLOT = '0x6c9a6c4a39284e37ed1cf53d337577d14212a4870fb976a4366c693b939918d5';
const GUARD_SLOT = '0x4a204f620c8c5ccdca3fd54d003badd85ba500436a431f0cbda4f558c93c34c8';

async function onChainConfig(address: string) {
  const provider = new JsonRpcProvider(devnetInfo().rpcUrl, undefined, {
    staticNetwork: true,
    // ethers answers a repeated request from a 250 ms cache: a second send right after a mined one
    // would reuse its nonce.
    cacheTimeout: -1,
  });
  const safe = new Contract(address, SAFE_ABI, provider);
  const slotAddress = async (slot: string) => {
    const word = await provider.getStorage(address, slot);
    const value = getAddress(`0x${word.slice(-40)}`);
    return value === '0x0000000000000000000000000000000000000000' ? null : value;
  };
  const [owners, threshold, nonce, version, modules] = await Promise.all([
    safe.getOwners() as Promise<string[]>,
    safe.getThreshold() as Promise<bigint>,
    safe.nonce() as Promise<bigint>,
    safe.VERSION() as Promise<string>,
    safe.getModulesPaginated(zeroPadValue(toBeHex(1), 20), 10) as Promise<[string[], string]>,
  ]);
  const result = {
    owners,
    threshold,
    nonce,
    version,
    modules: modules[0],
    fallbackHandler: await slotAddress(FALLBACK_SLOT),
    guard: await slotAddress(GUARD_SLOT),
  };
  provider.destroy();
  return result;
}

test('shows the Safe exactly as the chain has it', async ({ page }) => {
  const { safes } = devnetInfo();
  for (const seeded of [safes.main, safes.legacy]) {
    const chain = await onChainConfig(seeded.address);
    await page.goto(`/home?safe=${safeParam(seeded.address)}`);
    await expect(page.getByTestId('threshold')).toHaveText(
      `${chain.threshold} of ${chain.owners.length}`,
    );
    await expect(page.getByTestId('nonce')).toHaveText(chain.nonce.toString());
    await expect(page.getByTestId('version')).toHaveText(chain.version);
    const owners = page.getByTestId('owners').getByRole('listitem');
    await expect(owners).toHaveCount(chain.owners.length);
    for (const owner of chain.owners) {
      await expect(page.getByTestId('owners')).toContainText(owner);
    }
    await expect(page.getByTestId('modules')).toHaveText(
      chain.modules.length === 0 ? 'None' : new RegExp(chain.modules.join('|')),
    );
    if (chain.guard) await expect(page.getByTestId('guard')).toContainText(chain.guard);
    else await expect(page.getByTestId('guard')).toHaveText('None');
    if (chain.fallbackHandler)
      await expect(page.getByTestId('fallback-handler')).toContainText(chain.fallbackHandler);
    else await expect(page.getByTestId('fallback-handler')).toHaveText('None');
  }
  // 1.3.0 is behind the gateway's recommended version.
  await expect(page.getByText('Update available')).toBeVisible();
});

test('counts the queue', async ({ page }) => {
  const { safes } = devnetInfo();
  await page.goto(`/home?safe=${safeParam(safes.main.address)}`);
  // Seed: two transactions competing for the next nonce, one for the nonce after.
  await expect(page.getByTestId('queued-count')).toHaveText('3');
  // Without a wallet, Home says where to connect one (the header, on every screen).
  await expect(page.getByTestId('awaiting-count')).toHaveCount(0);
  await expect(page.getByText('Connect a wallet with “Connect wallet” at the top')).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }),
  ).toBeVisible();
});

test('offline after a visit: the saved Safe renders with "as of" and no error', async ({
  page,
  context,
}) => {
  const { safes } = devnetInfo();
  await page.goto(`/home?safe=${safeParam(safes.main.address)}`);
  await expect(page.getByTestId('threshold')).toHaveText('2 of 3');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Saves are coalesced for a second; the pagehide of the reload below also flushes.
  await page.waitForTimeout(1500);
  const network = await pageNetwork(page);
  await context.setOffline(true);
  await page.reload();
  await network.offline();
  await expect(page.getByTestId('threshold')).toHaveText('2 of 3');
  await expect(page.getByText(/^As of/)).toBeVisible();
  await expect(page.getByText('You are offline.')).toBeVisible();
  await network.online();
  await context.setOffline(false);
});

test('an address without a Safe says so and what to check', async ({ page }) => {
  await page.goto(`/home?safe=${safeParam('0x1111111111111111111111111111111111111111')}`);
  await expect(page.getByRole('alert')).toContainText('Safe not found');
  await expect(page.getByRole('alert')).toContainText('knows no Safe at this address on Devnet');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The queue cards that showed while the Safe loaded give way to the Safe's own answer.
  await expect(page.getByRole('heading', { name: 'Awaiting your signature' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Total balance' })).toBeHidden();
});

test('an unknown chain prefix and a bare address are explained', async ({ page }) => {
  const { safes } = devnetInfo();
  await page.goto(`/home?safe=zz:${safes.main.address}`);
  await expect(page.getByRole('alert')).toContainText('no chain with the prefix “zz”');
  await page.goto(`/home?safe=${safes.main.address}`);
  await expect(page.getByRole('alert')).toContainText('no chain prefix');
  await expect(page.getByRole('link', { name: 'Open a Safe' })).toBeVisible();
});

test('offline with nothing saved for this Safe: an offline panel, not an error', async ({
  page,
  context,
}) => {
  const { safes } = devnetInfo();
  await page.goto('/welcome');
  await expect(page.getByLabel('Chain', { exact: true })).toContainText('Devnet');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForTimeout(1500);
  const network = await pageNetwork(page);
  await context.setOffline(true);
  await page.goto(`/home?safe=${safeParam(safes.migrated.address)}`);
  await network.offline();
  await expect(page.getByText('This device has no saved copy of this Safe yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // Back online, the waiting request resumes by itself.
  await network.online();
  await context.setOffline(false);
  await expect(page.getByTestId('threshold')).toHaveText('1 of 1');
});

test.describe('restored before the network answers', () => {
  // Without a service worker every gateway request passes page.route, which delays it here.
  test.use({ serviceWorkers: 'block' });

  test('saved data renders at once with "as of" and refreshes in the background', async ({
    page,
  }) => {
    const { safes, gatewayUrl } = devnetInfo();
    await page.goto(`/home?safe=${safeParam(safes.main.address)}`);
    await expect(page.getByTestId('threshold')).toHaveText('2 of 3');
    await page.waitForTimeout(1500);

    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`${gatewayUrl}/**`, async (route) => {
      await gate;
      await route.continue();
    });
    await page.reload();
    // The gateway has not answered yet: this is the saved copy.
    await expect(page.getByTestId('threshold')).toHaveText('2 of 3');
    await expect(page.getByText(/^As of/)).toBeVisible();
    await expect(page.getByText('Refreshing…').first()).toBeVisible();
    release();
    await expect(page.getByText(/^As of/)).toBeHidden();
  });
});

test.describe('the Safe answers last', () => {
  // Without a service worker every gateway request passes page.route, which holds one here.
  test.use({ serviceWorkers: 'block' });

  test('what awaits the signer, the total and the queue show before the Safe itself', async ({
    page,
  }) => {
    const { safes } = devnetInfo();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Only the Safe's own answer is held; its queue and balances come through.
    const safeInfo = new RegExp(`/safes/${safes.main.address}/?$`, 'i');
    await page.route(
      (url) => safeInfo.test(url.pathname),
      async (route) => {
        await gate;
        await route.continue();
      },
    );
    await page.goto(`/home?safe=${safeParam(safes.main.address)}`);
    await expect(page.getByText('Loading the Safe…')).toBeVisible();
    await expect(page.getByText('to see what waits for you')).toBeVisible();
    await expect(page.getByTestId('home-total')).toBeVisible();
    await expect(page.getByTestId('queued-count')).toBeVisible();
    await expect(page.getByTestId('threshold')).toHaveCount(0);
    release();
    await expect(page.getByTestId('threshold')).toHaveText('2 of 3');
    await expect(page.getByText('Loading the Safe…')).toBeHidden();
  });
});

test('Home answers "what now": what awaits the owner first, then the exact total', async ({
  page,
}) => {
  const { safes, gatewayUrl, chainId } = devnetInfo();
  const response = await fetch(
    `${gatewayUrl}/v1/chains/${chainId}/safes/${safes.main.address}/balances/usd?trusted=true`,
  );
  const expected = (await response.json()) as { fiatTotal: string };
  await page.goto(`/home?safe=${safeParam(safes.main.address)}`);
  await connectFromHeader(page, safes.main.owners[2]!);
  const awaiting = page.getByTestId('home-awaiting');
  await expect(awaiting.locator('.tx-row')).toHaveCount(2);
  // The list comes before everything else on the screen.
  const first = page.getByRole('main').locator('section.card').first();
  await expect(first).toHaveAttribute('aria-labelledby', 'awaiting-title');
  const total = Number(expected.fiatTotal).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
  });
  await expect(page.getByTestId('home-total')).toHaveText(total);
  // A row opens that transaction.
  await awaiting.locator('.tx-row').first().click();
  await expect(page).toHaveURL(/\/transactions\/tx\?/);
});

test('the new-transaction picker offers only what the Safe can do', async ({ page }) => {
  const { safes } = devnetInfo();
  await page.goto(`/new-transaction?safe=${safeParam(safes.main.address)}`);
  const picker = page.getByRole('navigation', { name: 'Kinds of transaction' });
  await expect(picker.getByRole('link', { name: 'Send coins' })).toBeVisible();
  // Nothing offered only to say it cannot be done.
  await expect(picker.locator('[aria-disabled="true"]')).toHaveCount(0);
  // The main Safe already runs the newest version: no update offered.
  await expect(picker.getByRole('link', { name: 'Update the Safe' })).toHaveCount(0);
  await page.goto(`/new-transaction?safe=${safeParam(safes.legacy.address)}`);
  // The 1.3.0 Safe can be updated, once the chain confirmed its singleton.
  await expect(picker.getByRole('link', { name: 'Update the Safe' })).toBeVisible({
    timeout: 20_000,
  });
});
