// The read side against a gateway that fails and a Safe that changes behind an open screen: a
// failing second page makes a bounded number of requests and recovers with "Try again"; another
// owner's proposal and on-chain execution reach an open queue and Home without a reload; a
// transaction opened from History highlights History; the Settings tabs fit a 360 px phone.
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { JsonRpcProvider, randomBytes, toBigInt } from 'ethers';
import { createSafe, testOwners } from '../../../devnet/chain';
import { SeedClient } from '../../../devnet/seed/safe-ops';
import { devnetInfo, safeParam } from '../support/devnet';

interface PlantedFault {
  path: string;
  hits: number;
}

async function gateway(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${devnetInfo().gatewayUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}`).toBe(true);
  return response.json();
}

test.afterEach(async () => {
  await gateway('DELETE', '/devnet/faults');
});

/** A new 1-of-2 Safe of test owners #4 and #5, so the seeded Safes other specs read stay as they are. */
async function newSafe() {
  const { rpcUrl, gatewayUrl, chainId } = devnetInfo();
  const provider = new JsonRpcProvider(rpcUrl, undefined, {
    staticNetwork: true,
    // ethers answers a repeated request from a 250 ms cache: a second send right after a mined one
    // would reuse its nonce.
    cacheTimeout: -1,
  });
  const [alice, bob] = testOwners(provider, 2, 4);
  if (!alice || !bob) throw new Error('no test owners');
  const address = await createSafe({
    signer: alice,
    owners: [alice.address, bob.address],
    threshold: 1,
    version: '1.4.1',
    saltNonce: toBigInt(randomBytes(8)),
  });
  const client = new SeedClient(gatewayUrl, provider, BigInt(chainId));
  return { address, alice, bob, client, safe: { address, version: '1.4.1' } };
}

test('a failing second history page is asked a bounded number of times, then Try again loads it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { chainId } = devnetInfo();
  // More history than one page (20): 24 incoming transfers.
  const { address, bob, client } = await newSafe();
  let nonce = await bob.getNonce();
  const sent = [];
  for (let i = 0; i < 24; i += 1)
    sent.push(await bob.sendTransaction({ to: address, value: 1000n + BigInt(i), nonce: nonce++ }));
  await Promise.all(sent.map((tx) => tx.wait()));
  await client.sync();
  const path = `/v1/chains/${chainId}/safes/${address}/transactions/history`;
  await gateway('POST', '/devnet/faults', { path, query: 'cursor=', status: 503 });
  await page.goto(`/transactions/history?safe=${safeParam(address)}`);
  await expect(page.locator('.tx-row').first()).toBeVisible();
  // Pressed again until the failure shows: a key pressed while the first page is still being laid
  // out may scroll nothing (seen with the page not waiting for a service worker); a press while
  // the page is being asked again changes nothing, so the request count below still holds.
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(page.getByText('More items could not be loaded')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  // Settled: wait as long again as the back-off took, and count.
  await page.waitForTimeout(4_000);
  const [fault] = (await gateway('GET', '/devnet/faults')) as PlantedFault[];
  // One try and the query client's two back-off retries; nothing after the error showed.
  expect(fault?.hits).toBe(3);
  await expect(page.getByText('refresh failed')).toHaveCount(0);

  await gateway('DELETE', '/devnet/faults');
  // The list is virtualised: its size is in aria-setsize (-1 while more pages may follow) and
  // aria-posinset, not in how many rows are in the DOM.
  const items = page.getByRole('list', { name: 'Executed transactions' }).getByRole('listitem');
  const position = async (item: typeof items) => Number(await item.getAttribute('aria-posinset'));
  const loadedBefore = await position(items.last());
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('More items could not be loaded')).toHaveCount(0);
  // Every item is loaded now, more than the first page held: the set has a size and its last item,
  // the Safe's creation, is on screen. End is pressed until then, as a user would: the new page's
  // rows render in the background (useDeferredQueryData), so an End pressed before they land
  // scrolls to the end of the shorter list and leaves them below the fold. Being in the DOM is not
  // being on screen: the virtualised window renders six rows beyond the fold (overscan), and as the
  // new rows are measured that window moves. Size, position, text and place are read at once.
  const lastItem = () =>
    items.last().evaluate((item) => {
      const { top, bottom } = item.getBoundingClientRect();
      return [
        Number(item.getAttribute('aria-setsize')),
        Number(item.getAttribute('aria-posinset')),
        item.textContent ?? '',
        top >= 0 && bottom <= window.innerHeight,
      ] as const;
    });
  await expect
    .poll(async () => {
      await page.keyboard.press('End');
      const [size, at, text, onScreen] = await lastItem();
      return size > 0 && size === at && text.includes('Safe created') && onScreen;
    }, 'the last item of the fully loaded list, the Safe’s creation, is on screen')
    .toBe(true);
  await expect(page.locator('.tx-row', { hasText: 'Safe created' })).toBeVisible();
  const [size] = await lastItem();
  expect(size).toBeGreaterThan(loadedBefore);
});

test('another owner’s proposal and execution reach the open queue and Home without a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { address, alice, bob, client, safe } = await newSafe();
  await client.sync();

  await page.goto(`/transactions/queue?safe=${safeParam(address)}`);
  await expect(page.getByText('Nothing waits for signatures')).toBeVisible();
  const home = await context.newPage();
  await home.goto(`/home?safe=${safeParam(address)}`);
  await expect(home.getByTestId('queued-count')).toHaveText('0');

  const tx = { to: address, value: 0n };
  await client.propose(safe, tx, 0, [alice]);
  // Within one poll interval (15 s) plus the page's own work.
  await expect(page.locator('.tx-row')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId('live-note')).toContainText('Queue updated');
  await expect(page.getByTestId('live-note')).not.toContainText(/history|NFT/i);
  await expect(home.getByTestId('queued-count')).toHaveText('1', { timeout: 20_000 });

  await client.execute(safe, tx, 0, [alice], bob);
  await client.sync();
  await expect(page.getByText('Nothing waits for signatures')).toBeVisible({ timeout: 20_000 });
  await expect(home.getByTestId('queued-count')).toHaveText('0', { timeout: 20_000 });
  await page.goto(`/transactions/history?safe=${safeParam(address)}`);
  await expect(page.locator('.tx-row').first()).toContainText('#0');
});

test('a transaction opened from History highlights History', async ({ page }) => {
  const { safes } = devnetInfo();
  await page.goto(`/transactions/history?safe=${safeParam(safes.main.address)}`);
  await page.locator('.tx-row').first().click();
  await expect(page.getByRole('heading', { name: 'Transaction details' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Section' });
  await expect(tabs.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Queue' })).not.toHaveAttribute('aria-current');
});

test('the Settings tabs fit a 360 px phone without cutting a name', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { safes } = devnetInfo();
  await page.goto(`/settings/setup?safe=${safeParam(safes.main.address)}`);
  const tabs = page.getByRole('navigation', { name: 'Section' }).getByRole('link');
  await expect(tabs).toHaveText(['Setup', 'Notifications', 'E-mail alerts', 'Address book']);
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, await tab.innerText()).toBe(true);
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
});

test('names from the address book (and "owner") appear in queue and history rows', async ({
  page,
}) => {
  const { safes, owners } = devnetInfo();
  const recipient = owners[4] as string;
  await page.goto(`/address-book?safe=${safeParam(safes.main.address)}`);
  const add = page.getByRole('form', { name: 'Add an entry' });
  await add.getByLabel('Name').fill('Erin');
  await add.getByLabel('Address').fill(recipient);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByTestId('address-book')).toContainText('Erin');

  await page.goto(`/transactions/history?safe=${safeParam(safes.main.address)}`);
  await expect(page.locator('.tx-row', { hasText: 'Sent 1,000,000 TST to Erin' })).toBeVisible();
  await page.goto(`/transactions/queue?safe=${safeParam(safes.main.address)}`);
  // Owners not in the address book are called what they are.
  await expect(page.locator('.tx-row', { hasText: 'Waiting for: owner (' }).first()).toBeVisible();
});
