// Welcome on the devnet: open a Safe by prefixed address or chain + address, unknown prefixes
// explained, the owner's Safes through the test signer and by typed address, recent Safes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo, safeParam } from '../support/devnet';
import { connectFromHeader, shortAccount } from '../support/wallet';

// With the service worker, as a returning user has it. Blocked, the Recent Safes check (a page
// load right after Home) failed on its first try and its retry in a full devnet run, yet passed
// twice with this spec run alone; not explained yet, so the spec keeps the worker meanwhile.
test.use({ serviceWorkers: 'allow' });

test('opens a Safe by prefixed address (lower case → checksummed) and explains bad input', async ({
  page,
}) => {
  const { safes, shortName } = devnetInfo();
  await page.goto('/welcome');
  const field = page.getByLabel('Safe address');
  await field.fill(`zz:${safes.main.address}`);
  await page.getByRole('button', { name: 'Open Safe' }).click();
  await expect(page.getByRole('alert')).toContainText('Unknown chain prefix “zz:”');

  await field.fill(safes.main.address.replace('7a1f', '7A1F'));
  await page.getByRole('button', { name: 'Open Safe' }).click();
  await expect(page.getByRole('alert')).toContainText(/checksum/);

  await field.fill(`${shortName}:${safes.main.address.toLowerCase()}`);
  await page.getByRole('button', { name: 'Open Safe' }).click();
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('safe')).toBe(`${shortName}:${safes.main.address}`);
  await expect(page.getByTestId('threshold')).toHaveText('2 of 3');
});

test('opens a Safe by chain + bare address and lists it under recent Safes', async ({ page }) => {
  const { safes, shortName } = devnetInfo();
  await page.goto('/welcome');
  await expect(page.getByLabel('Chain').first()).toContainText('Devnet');
  await page.getByLabel('Safe address').fill(safes.legacy.address);
  await page.getByRole('button', { name: 'Open Safe' }).click();
  await expect(page.getByTestId('version')).toHaveText('1.3.0');
  await page.goto('/welcome');
  const recent = page.getByTestId('recent-safes');
  // Unnamed: its short checksummed address over its chain's name.
  await expect(recent).toContainText(shortAccount(safes.legacy.address));
  await expect(recent).toContainText('Devnet');
  // Survives a reload: it lives in IndexedDB.
  await page.reload();
  await recent
    .getByRole('link', { name: new RegExp(`${shortName}:${safes.legacy.address}`) })
    .click();
  await expect(page.getByTestId('version')).toHaveText('1.3.0');
});

test("connects the test signer as an owner and lists that owner's Safes", async ({ page }) => {
  const { safes, owners, shortName } = devnetInfo();
  await page.goto('/welcome');
  // Connecting lives in the header on every screen, the welcome screen included.
  await connectFromHeader(page, owners[2] as string);

  const onChain = page.getByTestId('owned-on-chain');
  const allChains = page.getByTestId('owned-all-chains');
  const link = `Open ${shortName}:${safes.main.address}`;
  await expect(onChain.getByRole('link', { name: link })).toBeVisible();
  // Listed once: the devnet is the only chain, so nothing more is listed under the other chains.
  await expect(page.getByRole('link', { name: link })).toHaveCount(1);
  await expect(allChains).toContainText('No Safes on other chains for this owner');
  await onChain.getByRole('link', { name: link }).click();
  // Owner #2 has not signed either queued nonce: both wait for them.
  await expect(page.getByTestId('awaiting-count')).toHaveText('2');
  // The wallet reconnects after a reload without asking again.
  await page.reload();
  await expect(page.getByTestId('awaiting-count')).toHaveText('2');
});

test("finds a typed owner's Safes on the chain and on every chain", async ({ page }) => {
  const { safes, owners } = devnetInfo();
  await page.goto('/welcome');
  await page.getByLabel('Owner address').fill(owners[3] as string);
  await page.getByRole('button', { name: 'Find Safes' }).click();
  const onChain = page.getByTestId('owned-on-chain');
  await expect(onChain).toContainText(safes.legacy.address);
  await expect(onChain).toContainText(safes.migrated.address);
  await expect(onChain).not.toContainText(safes.main.address);
  await expect(page.getByTestId('owned-all-chains')).toContainText('No Safes on other chains');
  await page.getByLabel('Owner address').fill('0x1234');
  await page.getByRole('button', { name: 'Find Safes' }).click();
  await expect(page.getByRole('alert')).toContainText('40 hexadecimal');
});

test('the production build (dist/) carries no trace of the test signer', () => {
  // scripts/test.mjs builds dist/ before the e2e run; the devnet build lives in dist-devnet/.
  test.skip(!existsSync('dist/index.html'), 'no production build in dist/');
  const files = readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter((name) =>
    /\.(js|html)$/.test(name),
  );
  expect(files.length).toBeGreaterThan(0);
  for (const name of files) {
    const text = readFileSync(join('dist', name), 'utf8');
    expect(text.includes('dev.countersign.test-signer'), name).toBe(false);
    expect(text.includes('test test test test test test'), name).toBe(false);
  }
  // …while the devnet build does offer it (the check above would catch a leak).
  const devnetFiles = readdirSync('dist-devnet', { recursive: true, encoding: 'utf8' });
  expect(
    devnetFiles.some(
      (name) =>
        name.endsWith('.js') &&
        readFileSync(join('dist-devnet', name), 'utf8').includes('dev.countersign.test-signer'),
    ),
  ).toBe(true);
});

test('a keyboard user opens a Safe from the welcome screen', async ({ page }) => {
  const { safes, shortName } = devnetInfo();
  await page.goto('/welcome');
  await expect(page.getByLabel('Chain', { exact: true })).toContainText('Devnet');
  const field = page.getByLabel('Safe address');
  for (let presses = 0; presses < 25; presses += 1) {
    if (await field.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(field).toBeFocused();
  await page.keyboard.type(`${shortName}:${safes.migrated.address}`);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('threshold')).toHaveText('1 of 1');
  // Focus moves to the new screen, as after a page load.
  await expect(page.getByRole('main')).toBeFocused();
});

test('Recent Safes and the header show a Safe under its address-book name', async ({ page }) => {
  const { safes } = devnetInfo();
  await page.goto(`/address-book?safe=${safeParam(safes.main.address)}`);
  const add = page.getByRole('form', { name: 'Add an entry' });
  await add.getByLabel('Name').fill('Main treasury');
  await add.getByLabel('Address').fill(safes.main.address);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByTestId('address-book')).toContainText('Main treasury');
  // The header names the open Safe, its chain under the name.
  const switcher = page.getByRole('banner').getByTestId('safe-switcher');
  await expect(switcher).toContainText('Main treasury');
  await expect(switcher).toContainText('Devnet');
  await page.goto(`/home?safe=${safeParam(safes.main.address)}`);
  await expect(page.getByTestId('version')).toBeVisible();
  await page.goto('/welcome');
  const recent = page.getByTestId('recent-safes');
  await expect(recent.getByRole('link', { name: /Main treasury/ })).toContainText(
    shortAccount(safes.main.address),
  );
});
