// A signed bundle carried by QR code between owners: owner A shows the bundle of a queued
// transaction as an animated code; the test reads A's frames off the screen and plays them to
// owner B's browser through Chromium's fake camera; B scans, reviews and executes on chain, adding
// its own approval, while its gateway refuses every request.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Browser } from '@playwright/test';
import { test } from '../support/test';
import { Wallet } from 'ethers';
import { calculateBundleHash, parseBundle } from '../../../src/safe/bundle';
import { textOf } from '../../../src/wallet/qr/urTransport';
import { BYTES_UR_TYPE } from '../../../src/wallet/qr/urTypes';
import { expectExecutedOnChain, openReview } from '../support/bundles';
import { devnetInfo } from '../support/devnet';
import { DEVNET_E2E } from '../support/devnet-ports';
import { launchWithFakeCamera } from '../support/fakeCamera';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { useGateway } from '../support/faults';
import { carryCodeToCamera } from '../support/qrScreenshots';
import { newSafe, ownerPage, txUrl } from '../support/signing';
import { connectFromHeader } from '../support/wallet';

let proxy: FaultProxy;
let cameraBrowser: Browser | undefined;
test.beforeAll(async () => {
  proxy = await startFaultProxy(devnetInfo().gatewayUrl);
});
test.afterAll(async () => {
  await proxy?.close();
});
test.afterEach(async () => {
  proxy.heal();
  await cameraBrowser?.close();
  cameraBrowser = undefined;
});

test('a bundle shown as an animated QR code is scanned by another owner, who executes without the gateway', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { address, owners, client, safe } = await newSafe(2);
  const recipient = Wallet.createRandom().address;
  const safeTxHash = await client.propose(safe, { to: recipient, value: 2_468n }, 0, [owners[0]!]);

  // A shows the bundle as a code; the test reads it off the screen (the app's own frames).
  const a = await ownerPage(browser, owners[0]!);
  await a.goto(txUrl(address, safeTxHash));
  const share = a.getByTestId('share-signatures');
  await share.getByRole('button', { name: 'Show QR code' }).click();
  const code = share.getByRole('img', { name: 'QR code of the signed bundle' });
  await expect(code).toBeVisible();
  await expect(share.getByText(/Animated code: \d+ parts/)).toBeVisible();
  const camera = join(mkdtempSync(join(tmpdir(), 'countersign-bundle-qr-')), 'camera.y4m');
  const { ur, parts } = await carryCodeToCamera(code, BYTES_UR_TYPE, camera);
  expect(parts.length, 'the bundle needs several codes').toBeGreaterThan(1);
  const shown = parseBundle(textOf(ur)).bundle;
  expect(calculateBundleHash(shown)).toBe(safeTxHash);
  expect(shown.signatures.map((s) => s.signer)).toEqual([owners[0]!.address]);

  // B's browser has the video as its camera; its gateway will refuse everything.
  cameraBrowser = await launchWithFakeCamera(camera);
  const context = await cameraBrowser.newContext({ baseURL: DEVNET_E2E.appUrl });
  const b = await context.newPage();
  await useGateway(b, proxy.url);
  await connectFromHeader(b, owners[1]!.address);
  proxy.fault = { kind: 'reset' };
  await b.goto('/bundles');
  await b.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(b.getByTestId('bundle-imported')).toContainText('Bundle imported with 1 signature', {
    timeout: 60_000,
  });
  await openReview(b);
  await expect(b.getByTestId('bundle-source')).toContainText('1 signature');
  await expect(b.getByTestId('decision-verdict')).toHaveAttribute('data-status', 'ok', {
    timeout: 60_000,
  });
  await b.getByTestId('tx-actions').getByRole('button', { name: 'Execute' }).click();
  await expect(b.getByTestId('flow-result')).toContainText('Executed in transaction', {
    timeout: 60_000,
  });
  expect(proxy.fault).toEqual({ kind: 'reset' });
  await expectExecutedOnChain(address, recipient, 2_468n);
});
