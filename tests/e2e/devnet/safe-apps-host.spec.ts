// The Safe Apps host on the devnet: the gateway's app list (its demo apps) with search, tags and
// pins; and an app built on the UNMODIFIED public Safe Apps SDK 9.1.0, served from a second origin
// (a loopback server started here), completing its calls in the host: Safe, chain and environment
// info, an allowed RPC call and a refused one, the address book permission granted, revoked in
// Settings and refused (4001), a batch rejected by closing the review, a proposal answering its
// safeTxHash (then in the queue), and a rogue window of another origin getting no reply.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { expect, type Frame, type Page } from '@playwright/test';
import { test } from '../support/test';
import { build, type Rollup } from 'vite';
import { devnetInfo, safeParam } from '../support/devnet';
import { pageNetwork } from '../support/offline';
import { gatewayJson, newSafe, ownerPage } from '../support/signing';

// Exercises the service worker, which the devnet projects block unless a spec asks for it.
test.use({ serviceWorkers: 'allow' });

const APP_DIR = resolve('tests/e2e/support/safe-apps-sdk-app');
let server: Server;
let appJs = '';
let port = 0;

test.beforeAll(async () => {
  // The test app: its entry imports the public SDK from node_modules, bundled with Vite's build API.
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      minify: false,
      lib: { entry: join(APP_DIR, 'entry.ts'), formats: ['es'], fileName: 'app' },
    },
  });
  const [output] = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  appJs = output!.output[0].code;
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const send = (type: string, body: string) => {
      // The host reads manifest.json cross-origin.
      response.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' });
      response.end(body);
    };
    if (path === '/app.js') return send('text/javascript', appJs);
    const file = {
      '/': 'index.html',
      '/manifest.json': 'manifest.json',
      '/rogue.html': 'rogue.html',
    }[path];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    void readFile(join(APP_DIR, file), 'utf8').then((body) =>
      send(file.endsWith('.json') ? 'application/json' : 'text/html; charset=utf-8', body),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((done) => server?.close(done));
});

const appsUrl = (address: string) => `/apps?safe=${encodeURIComponent(safeParam(address))}`;
const openUrl = (address: string, appUrl: string) =>
  `/apps/open?safe=${encodeURIComponent(safeParam(address))}&appUrl=${encodeURIComponent(appUrl)}`;

test('the apps list: the devnet’s demo apps, search, tag filter, pins kept, links to /apps/open', async ({
  page,
}) => {
  const main = devnetInfo().safes.main.address;
  await page.goto(appsUrl(main));
  const cards = page.getByTestId('safe-app-card');
  await expect(cards.filter({ hasText: 'Devnet Transaction Builder' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Devnet Message Signer' })).toBeVisible();

  await page.getByLabel('Search apps').fill('message');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Devnet Message Signer');
  await page.getByLabel('Search apps').fill('');
  await page.getByRole('combobox', { name: 'Tag' }).selectOption('transactions');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Devnet Transaction Builder');
  await page.getByRole('combobox', { name: 'Tag' }).selectOption('');

  // Pinning the second app puts it first, and the pin survives a reload (IndexedDB).
  await page.getByRole('button', { name: 'Pin Devnet Message Signer' }).click();
  await expect(cards.first()).toContainText('Devnet Message Signer');
  await page.reload();
  await expect(cards.first()).toContainText('Devnet Message Signer');
  await expect(page.getByRole('button', { name: 'Unpin Devnet Message Signer' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // 360 px: one column, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(cards.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  const link = cards.first().getByRole('link', { name: 'Devnet Message Signer' });
  const href = await link.getAttribute('href');
  expect(href).toContain('/apps/open?safe=');
  expect(href).toContain('appUrl=');
  await link.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Devnet Message Signer' }),
  ).toBeVisible();
  const frame = page.getByTestId('safe-app-frame');
  await expect(frame).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
  );
  await expect(frame).toHaveAttribute('allow', 'clipboard-write');
});

/** Opens the SDK app (an unknown app: warning first) and returns its frame once the SDK is up. */
async function openSdkApp(page: Page, safe: string): Promise<Frame> {
  const appUrl = `http://127.0.0.1:${port}/`;
  await page.goto(openUrl(safe, appUrl));
  await expect(page.getByTestId('unknown-app-warning')).toBeVisible();
  await expect(page.getByTestId('unknown-app-origin')).toHaveText(`http://127.0.0.1:${port}`);
  await expect(page.getByTestId('manifest-name')).toHaveText('SDK Test App');
  await page.getByRole('button', { name: `Open the app from http://127.0.0.1:${port}` }).click();
  await expect(page.getByTestId('safe-app-frame')).toBeVisible();
  let frame: Frame | undefined;
  await expect
    .poll(async () => {
      frame = page.frames().find((f) => f.url().startsWith(appUrl));
      return frame ? frame.evaluate(() => document.body.dataset.ready ?? '') : '';
    })
    .toBe('true');
  return frame!;
}

/** Runs an SDK call in the app; resolves to { ok, value } or { ok: false, message, code }. */
function sdkCall(frame: Frame, script: string) {
  return frame.evaluate(async (body) => {
    try {
      const value: unknown = await new Function('sdk', `return (${body})`)(window.sdk);
      return { ok: true as const, value };
    } catch (error) {
      const e = error as { message?: string; code?: number };
      return { ok: false as const, message: e.message, code: e.code };
    }
  }, script);
}

test('an app on the unmodified public SDK completes its calls in the host', async ({ browser }) => {
  test.setTimeout(300_000);
  const { address, owners } = await newSafe(2);
  const page = await ownerPage(browser, owners[0]!);
  const frame = await openSdkApp(page, address);
  const { chainId } = devnetInfo();

  // Reads.
  const info = await sdkCall(frame, 'sdk.safe.getInfo()');
  expect(info).toMatchObject({
    ok: true,
    value: { safeAddress: address, chainId: Number(chainId), threshold: 2, isReadOnly: false },
  });
  expect((info.value as { owners: string[] }).owners).toEqual(owners.map((o) => o.address));
  expect(await sdkCall(frame, 'sdk.safe.getChainInfo()')).toMatchObject({
    ok: true,
    value: { chainId },
  });
  const hostOrigin = new URL(page.url()).origin;
  expect(await sdkCall(frame, 'sdk.safe.getEnvironmentInfo()')).toEqual({
    ok: true,
    value: { origin: hostOrigin },
  });
  const block = await sdkCall(frame, "sdk.eth.getBlockByNumber(['latest'])");
  expect(block.ok).toBe(true);
  expect((block.value as { number: string }).number).toMatch(/^0x[0-9a-f]+$/);
  // eth_blockNumber and sending are outside the allow-list (B.4): refused.
  expect(
    await sdkCall(
      frame,
      "sdk.communicator.send('rpcCall', { call: 'eth_blockNumber', params: [] })",
    ),
  ).toMatchObject({ ok: false, message: '"eth_blockNumber" is not allowed' });
  expect(
    await sdkCall(
      frame,
      "sdk.communicator.send('rpcCall', { call: 'eth_sendRawTransaction', params: ['0x00'] })",
    ),
  ).toMatchObject({ ok: false, message: '"eth_sendRawTransaction" is not allowed' });

  // The address book: the prompt names the origin; allowed, then revoked in Settings.
  const appOrigin = `http://127.0.0.1:${port}`;
  let book = sdkCall(frame, 'sdk.safe.requestAddressBook()');
  const prompt = page.getByTestId('app-permission-prompt');
  await expect(prompt).toBeVisible();
  await expect(prompt.getByTestId('permission-origin')).toHaveText(appOrigin);
  await expect(prompt).toContainText('Access to your address book');
  await prompt.getByRole('button', { name: 'Allow' }).click();
  expect(await book).toMatchObject({ ok: true, value: expect.any(Array) });
  expect(await sdkCall(frame, 'sdk.wallet.getPermissions()')).toMatchObject({
    ok: true,
    value: [{ invoker: appOrigin, parentCapability: 'requestAddressBook', caveats: [] }],
  });

  const settings = await page.context().newPage();
  await settings.goto(`/settings/setup?safe=${encodeURIComponent(safeParam(address))}`);
  const permissions = settings.getByTestId('app-permissions');
  await expect(permissions).toContainText(appOrigin);
  await settings
    .getByRole('button', { name: `Revoke Access to your address book for ${appOrigin}` })
    .click();
  await expect(
    settings.getByText('No app has asked for a permission on this device.'),
  ).toBeVisible();
  await settings.close();

  book = sdkCall(frame, 'sdk.safe.requestAddressBook()');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Refuse' }).click();
  expect(await book).toEqual({ ok: false, message: 'Permissions rejected', code: 4001 });

  // A batch of two opens the shared review with the app named; closing it rejects.
  const tx = (value: string) => `{ to: '${owners[1]!.address}', value: '${value}', data: '0x' }`;
  let sent = sdkCall(frame, `sdk.txs.send({ txs: [${tx('1')}, ${tx('2')}] })`);
  const request = page.getByTestId('app-request');
  await expect(request).toContainText('make 2 transactions in one batch');
  await expect(page.getByTestId('review-origin')).toContainText(`SDK Test App (${appOrigin})`);
  // A second request while the review is open waits its turn.
  const second = sdkCall(frame, `sdk.txs.send({ txs: [${tx('3')}] })`);
  await expect(page.getByTestId('app-requests-waiting')).toContainText('1 more request');
  await page.getByRole('button', { name: 'Reject' }).click();
  expect(await sent).toEqual({ ok: false, message: 'Transaction was rejected' });

  // The waiting one comes next: proposed, it answers its safeTxHash, which the gateway queues.
  await expect(request).toContainText('make a transaction');
  sent = second;
  const propose = page.getByRole('button', { name: 'Sign and propose' });
  await expect(propose).toBeEnabled({ timeout: 60_000 });
  const reviewed = (await page.getByTestId('new-tx-hash').textContent())!.trim();
  await propose.click();
  const answered = await sent;
  expect(answered).toEqual({ ok: true, value: { safeTxHash: reviewed } });
  await expect(request).toBeHidden();
  await expect
    .poll(async () => (await gatewayJson(`/v1/chains/${chainId}/transactions/${reviewed}`)).status)
    .toBe(200);
  // The app reads it back, and the Safe's balances (default currency usd).
  expect(await sdkCall(frame, `sdk.txs.getBySafeTxHash('${reviewed}')`)).toMatchObject({
    ok: true,
    value: { safeAddress: address, txStatus: 'AWAITING_CONFIRMATIONS' },
  });
  const balances = await sdkCall(frame, 'sdk.safe.experimental_getBalances()');
  expect(balances).toMatchObject({ ok: true, value: { items: expect.any(Array) } });

  // A message: signed by this owner as a Safe message and created on the gateway; with a
  // threshold of 2 the app waits for the combined signature (B.3). Stopping the wait answers the
  // app with the rejection and leaves the message for the other owners.
  const signed = sdkCall(frame, "sdk.txs.signMessage('Hello from the SDK app')");
  await expect(request).toContainText('sign a message');
  await expect(page.getByTestId('app-message-request')).toContainText('Hello from the SDK app');
  await page.getByRole('button', { name: 'Sign the message' }).click();
  const waiting = page.getByTestId('app-message-waiting');
  await expect(waiting).toContainText('1 of 2 so far');
  const messageHash = await page.getByTestId('app-message-link').getAttribute('data-message-hash');
  expect(messageHash).toMatch(/^0x[0-9a-f]{64}$/);
  await expect
    .poll(async () => (await gatewayJson(`/v1/chains/${chainId}/messages/${messageHash}`)).status)
    .toBe(200);
  await waiting.getByRole('button', { name: 'Stop waiting' }).click();
  expect(await signed).toEqual({ ok: false, message: 'Transaction was rejected' });

  // With off-chain signing switched off by the app, the message goes the reviewed on-chain way
  // (SignMessageLib) and the app gets the proposal's safeTxHash.
  expect(
    await sdkCall(frame, 'sdk.eth.setSafeSettings([{ offChainSigning: false }])'),
  ).toMatchObject({ ok: true, value: { offChainSigning: false } });
  const onChain = sdkCall(frame, "sdk.txs.signMessage('Signed on chain')");
  await expect(page.getByTestId('app-message-request')).toContainText('Signed on chain');
  await expect(page.getByTestId('review-origin')).toContainText(`Asked by ${appOrigin}.`);
  await expect(propose).toBeEnabled({ timeout: 60_000 });
  const onChainHash = (await page.getByTestId('new-tx-hash').textContent())!.trim();
  await propose.click();
  expect(await onChain).toEqual({ ok: true, value: { safeTxHash: onChainHash } });

  await page.goto(`/transactions/queue?safe=${encodeURIComponent(safeParam(address))}`);
  await expect(page.locator('.tx-row').first()).toBeVisible();

  await page.context().close();
});

test('a window of another origin gets no reply and changes nothing', async ({ browser }) => {
  test.setTimeout(180_000);
  const { address, owners } = await newSafe(1);
  const page = await ownerPage(browser, owners[0]!);
  await openSdkApp(page, address);
  // The choice is remembered for the origin: reopened, the app starts without the warning.
  await page.reload();
  await expect(page.getByTestId('safe-app-frame')).toBeVisible();
  await expect(page.getByTestId('unknown-app-warning')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'SDK Test App' })).toBeVisible();
  let found: Frame | undefined;
  await expect
    .poll(async () => {
      found = page.frames().find((f) => f.url().startsWith(`http://127.0.0.1:${port}/`));
      return found ? found.evaluate(() => document.body.dataset.ready ?? '') : '';
    })
    .toBe('true');
  const frame = found!;
  await frame.evaluate((url) => window.startRogue(url), `http://localhost:${port}/rogue.html`);
  // A legitimate call after the rogue's: its answer proves the host has handled what came before.
  expect(await sdkCall(frame, 'sdk.safe.getEnvironmentInfo()')).toMatchObject({ ok: true });
  const rogue = page.frames().find((f) => f.url().startsWith(`http://localhost:${port}/rogue`));
  expect(rogue).toBeDefined();
  expect(
    await rogue!.evaluate(() => (window as unknown as { received: unknown[] }).received),
  ).toEqual([]);
  const heardByApp = await frame.evaluate(() =>
    window.received.map((m) => (m as { id?: string }).id ?? null),
  );
  expect(heardByApp.some((id) => typeof id === 'string' && id.startsWith('rogue'))).toBe(false);
  await expect(page.getByTestId('app-request')).toHaveCount(0);
  await expect(page.getByTestId('app-permission-prompt')).toHaveCount(0);
  await page.context().close();
});

test('offline: the list stays on screen, and opening an app says it needs a connection', async ({
  page,
}) => {
  const main = devnetInfo().safes.main.address;
  await page.goto(appsUrl(main));
  const cards = page.getByTestId('safe-app-card');
  const link = cards
    .filter({ hasText: 'Devnet Transaction Builder' })
    .getByRole('link', { name: 'Devnet Transaction Builder' });
  // Open once online so the screen's code is loaded, then come back to the list.
  await link.click();
  await expect(page.getByTestId('safe-app-frame')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Safe Apps' }).click();
  await expect(link).toBeVisible();

  await page.context().setOffline(true);
  const network = await pageNetwork(page);
  await network.offline();
  await expect(cards.filter({ hasText: 'Devnet Message Signer' })).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { name: 'This app needs a connection' })).toBeVisible();
  await expect(page.getByTestId('safe-app-frame')).toHaveCount(0);
  await network.online();
  await page.context().setOffline(false);
});
