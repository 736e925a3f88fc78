// The service worker's own offline work, on NEW Safes: its gateway copy answers every read screen
// after an offline cold start (history pages beyond the ones the query persister keeps, and
// "Export all" too, dated by the worker's stored time), and it sends an outbox item queued offline
// exactly once after the page was closed. The first test is the design card's story "install the
// app, read history offline": an installable app in a real profile, the browser closed, reopened
// with the network off.
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type BrowserContext, type Page, type Response } from '@playwright/test';
import { test } from '../support/test';
import { calculateSafeMessageHash } from '../../../src/safe';
import { chromiumLaunchOptions } from '../support/chromium';
import { waitForController } from '../support/app';
import { offlineStart } from '../support/offline';
import { devnetInfo, safeParam } from '../support/devnet';
import { gatewayJson, newSafe, ownerPage, txUrl, type Details } from '../support/signing';

// Exercises the service worker, which the devnet projects block unless a spec asks for it.
test.use({ serviceWorkers: 'allow' });

// The devnet gateway pages by 20 items and the query persister keeps 3 pages: 75 incoming
// transfers (plus the funding and the creation) make a 4th page that only the worker can serve.
const TRANSFERS = 75;
const FINNEY = 10n ** 15n;

/** Scrolls the virtualised history until a row starting with `text` shows (false: never). */
async function scrollHistoryTo(page: Page, text: string): Promise<boolean> {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const target = page
    .getByRole('list', { name: 'Executed transactions' })
    .getByText(new RegExp(`^${escaped} `))
    .first();
  for (let step = 0; step < 80; step += 1) {
    if (await target.isVisible()) return true;
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
    await page.waitForTimeout(150);
  }
  return target.isVisible();
}

/** What a request the worker has never stored gets from it right now: 'failed' when offline. */
const probeGateway = (page: Page) =>
  page.evaluate(
    (url) =>
      fetch(url).then(
        (r) => `status ${r.status}`,
        () => 'failed',
      ),
    `${devnetInfo().gatewayUrl}/v1/about?probe=${Date.now()}`,
  );

/** Reads the `gatewayCache` store in the page: this Safe's answers and history pages, and all. */
function readGatewayCopy(safeKey: string) {
  return new Promise<{
    safeRecords: number;
    safeBytes: number;
    historyPages: number;
    allRecords: number;
  }>((resolve, reject) => {
    const open = indexedDB.open('countersign');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const store = open.result.transaction('gatewayCache').objectStore('gatewayCache');
      const all = store.getAll();
      all.onerror = () => reject(all.error);
      all.onsuccess = () => {
        const records = all.result as { url: string; safeKey: string; size: number }[];
        const mine = records.filter((r) => r.safeKey === safeKey);
        resolve({
          safeRecords: mine.length,
          safeBytes: mine.reduce((sum, r) => sum + r.size, 0),
          historyPages: mine.filter((r) => r.url.includes('/transactions/history')).length,
          allRecords: records.length,
        });
        open.result.close();
      };
    };
  });
}

/** The "As of" time a screen shows, as ms since epoch (its `<time dateTime>`). */
async function asOfTime(page: Page): Promise<number> {
  const time = page.locator('.as-of time').first();
  await expect(time).toBeVisible({ timeout: 15_000 });
  return Date.parse((await time.getAttribute('datetime')) ?? '');
}

test('install the app, read history offline: a cold start serves every read screen from the worker', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { chainId } = devnetInfo();
  const { address, owners, client, rpc, safe } = await newSafe(2);
  const sender = owners[2]!;
  let nonce = await rpc.getTransactionCount(sender.address, 'latest');
  for (let i = 1; i <= TRANSFERS; i += 1) {
    const tx = await sender.sendTransaction({ to: address, value: BigInt(i) * FINNEY, nonce });
    nonce += 1;
    if (i === TRANSFERS) await tx.wait();
  }
  await client.sync();
  const safeTxHash = await client.propose(safe, { to: owners[1]!.address, value: 7n * FINNEY }, 0, [
    owners[0]!,
  ]);
  const text = `Offline worker ${Date.now()}`;
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

  const param = encodeURIComponent(safeParam(address));
  const history = `/transactions/history?safe=${param}`;
  // Each read screen and a text only its gateway data can put there.
  const screens: { path: string; shows: (page: Page) => ReturnType<Page['getByText']> }[] = [
    {
      path: `/home?safe=${param}`,
      shows: (p) => p.getByTestId('owners').getByText(owners[2]!.address),
    },
    { path: `/transactions/queue?safe=${param}`, shows: (p) => p.getByText('Send 0.007 ETH') },
    { path: `/transactions/messages?safe=${param}`, shows: (p) => p.getByText(text) },
    {
      path: `/balances?safe=${param}`,
      shows: (p) =>
        p
          .getByRole('list', { name: 'Token balances' })
          .getByRole('listitem')
          .filter({ hasText: 'Ether' }),
    },
    { path: txUrl(address, safeTxHash), shows: (p) => p.getByText('Send 0.007 ETH') },
  ];

  const profile = await mkdtemp(join(tmpdir(), 'countersign-worker-'));
  const open = () =>
    playwright.chromium.launchPersistentContext(profile, {
      ...chromiumLaunchOptions,
      baseURL,
      acceptDownloads: true,
    });
  let context: BrowserContext | null = null;
  try {
    context = await open();
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(history);
    await waitForController(page);
    // Installable (the first half of the story): Chromium has nothing to object to.
    const cdp = await context.newCDPSession(page);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);

    // Online, with the worker in control: the whole history, page by page, then the other screens.
    await page.reload();
    expect(await scrollHistoryTo(page, 'Received 0.001 ETH')).toBe(true);
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(screen.shows(page).first()).toBeVisible({ timeout: 15_000 });
    }
    // Let the worker finish its writes, then close the browser: the next start is cold.
    await page.waitForTimeout(1_000);
    // The worker's copy, as Chromium holds it: every history page under this Safe's slice.
    const stored = await page.evaluate(readGatewayCopy, `${chainId}:${address}`);
    expect(stored.historyPages).toBeGreaterThanOrEqual(4);
    test.info().annotations.push({
      type: 'gateway copy',
      description: `${stored.safeRecords} answers of this Safe, ${stored.safeBytes} bytes; ${stored.allRecords} answers in all`,
    });
    await context.close();
    const offlineAt = Date.now();

    context = await open();
    const { page: offline, goto } = await offlineStart(context);
    await goto(history);
    await expect(offline.getByText('You are offline.')).toBeVisible();
    expect(await probeGateway(offline)).toBe('failed');
    await expect(offline.getByText(`Received ${TRANSFERS / 1000} ETH`).first()).toBeVisible({
      timeout: 15_000,
    });

    // "Export all" walks every page, the 4th one from the worker's copy alone.
    const [download] = await Promise.all([
      offline.waitForEvent('download'),
      offline.getByRole('button', { name: 'Export all as CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    // Header, the transfers, the funding and the creation.
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1 + TRANSFERS + 2);
    expect(csv).toContain('Creation: Safe created');
    await expect(
      offline.getByRole('status').filter({ hasText: `Exported ${TRANSFERS + 2} transactions.` }),
    ).toBeVisible();
    expect(await scrollHistoryTo(offline, 'Received 0.001 ETH')).toBe(true);
    // Dated by the worker's stored time, not by the moment it was served.
    expect(await asOfTime(offline)).toBeLessThan(offlineAt);

    for (const screen of screens) {
      await goto(screen.path);
      await expect(screen.shows(offline).first()).toBeVisible({ timeout: 15_000 });
      await expect(offline.getByText('You are offline.')).toBeVisible();
      expect(await asOfTime(offline)).toBeLessThan(offlineAt);
    }
  } finally {
    await context?.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('a confirmation queued offline is sent once by the worker after the page was closed', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { address, owners, client, safe } = await newSafe(3);
  const { chainId } = devnetInfo();
  const safeTxHash = await client.propose(safe, { to: owners[2]!.address, value: 5n }, 0, [
    owners[0]!,
  ]);

  const page = await ownerPage(browser, owners[1]!);
  const context = page.context();
  // The worker must be active before the details load (it takes the outbox). Waited for on the
  // page that registered it: a page whose navigation was in flight during the worker's claim
  // would never be controlled, and the wait would never end.
  await waitForController(page);
  await page.goto(txUrl(address, safeTxHash));
  // Every confirmation POST that reached the gateway, from the page or from the worker.
  const delivered: Response[] = [];
  context.on('response', (response) => {
    const request = response.request();
    if (
      request.method() === 'POST' &&
      response.url().includes(`/transactions/${safeTxHash}/confirmations`) &&
      response.ok()
    )
      delivered.push(response);
  });

  const confirm = page
    .getByTestId('tx-actions')
    .getByRole('button', { name: 'Confirm', exact: true });
  await expect(confirm).toBeEnabled();
  await context.setOffline(true);
  await confirm.click();
  await expect(page.getByTestId('flow-result')).toContainText('saved on this device');
  await expect(page.getByTestId('outbox-status')).toHaveText('Pending — sent when online');
  await page.close();
  expect(context.pages()).toHaveLength(0);

  // Back online with no page open: only the worker can send it.
  await context.setOffline(false);
  const mine = async () => {
    const details = (await gatewayJson(`/v1/chains/${chainId}/transactions/${safeTxHash}`))
      .body as Details;
    return details.detailedExecutionInfo.confirmations.filter(
      (c) => c.signer.value.toLowerCase() === owners[1]!.address.toLowerCase(),
    ).length;
  };
  await expect.poll(mine, { timeout: 120_000, intervals: [1_000] }).toBe(1);
  expect(context.pages()).toHaveLength(0);

  // A later page start finds it sent and sends nothing again.
  const reopened = await context.newPage();
  await reopened.goto(txUrl(address, safeTxHash));
  await expect(reopened.getByTestId('outbox-status')).toHaveText('Sent', { timeout: 30_000 });
  await reopened.waitForTimeout(2_000);
  expect(await mine()).toBe(1);
  expect(delivered).toHaveLength(1);
  expect(delivered[0]!.request().serviceWorker()).not.toBeNull();
});
