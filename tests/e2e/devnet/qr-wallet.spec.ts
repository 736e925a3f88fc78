// The air-gapped QR wallet end to end, with Chromium's fake camera: a test "device" (the Hardhat
// mnemonic, so its first account is devnet owner #0) shows its crypto-hdkey as an animated code to
// the camera; the app imports the account (kept across a reload). Confirming a queued transaction
// shows the eth-sign-request as an animated code, which the device reads from screenshots with
// zxing-wasm and the real UR decoder, signs, and answers with an animated eth-signature that the
// app scans from the camera (the video file is rewritten between the two scans: Chromium opens it
// again for each camera stream). The confirmation lands on the gateway; Execute is then off, with
// the reason that this wallet cannot send.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Browser } from '@playwright/test';
import { test } from '../support/test';
import { Wallet, randomBytes, toBigInt } from 'ethers';
import { createSafe, testOwners } from '../../../devnet/chain';
import { SeedClient } from '../../../devnet/seed/safe-ops';
import { urParts, type UrPayload } from '../../../src/wallet/qr/urTransport';
import { createQrTestDevice } from '../../fixtures/qr/qrDevice';
import { devnetInfo } from '../support/devnet';
import { DEVNET_E2E } from '../support/devnet-ports';
import { launchWithFakeCamera, writeQrVideo } from '../support/fakeCamera';
import { readUrFromScreen } from '../support/qrScreenshots';
import { gatewayJson, provider, txUrl, type Details } from '../support/signing';
import { shortAccount } from '../support/wallet';

/** An animated code's frames: enough parts (ordered, then fountain) for a decoder to finish. */
function animatedParts(ur: UrPayload, fragmentLength: number): string[] {
  const source = urParts(ur, fragmentLength);
  expect(source.partCount, 'the code is animated (several parts)').toBeGreaterThan(1);
  return Array.from({ length: source.partCount * 3 }, () => source.nextPart());
}

let browser: Browser | undefined;
test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

test('a QR-only signer connects by scanning and confirms through the fake camera', async () => {
  test.setTimeout(90_000);
  const device = createQrTestDevice();
  const { gatewayUrl, chainId } = devnetInfo();
  const rpc = provider();
  const [deviceOwner] = testOwners(rpc, 1, 0);
  const others = testOwners(rpc, 2, 3);
  expect(device.address).toBe(deviceOwner!.address);

  // A new Safe: the device's account and two test owners, threshold 2; one owner proposes.
  const address = await createSafe({
    signer: others[0]!,
    owners: [deviceOwner!.address, ...others.map((o) => o.address)],
    threshold: 2,
    version: '1.4.1',
    saltNonce: toBigInt(randomBytes(8)),
  });
  // Funded, so the transfer's simulation succeeds.
  const nonce = await rpc.getTransactionCount(others[0]!.address, 'latest');
  await (await others[0]!.sendTransaction({ to: address, value: 10n ** 17n, nonce })).wait();
  const client = new SeedClient(gatewayUrl, rpc, BigInt(chainId));
  await client.sync();
  const safe = { address, version: '1.4.1' };
  const recipient = Wallet.createRandom().address;
  const safeTxHash = await client.propose(safe, { to: recipient, value: 1n }, 0, [others[0]!]);

  const camera = join(mkdtempSync(join(tmpdir(), 'countersign-qr-')), 'camera.y4m');
  writeQrVideo(camera, animatedParts(device.accountUr(), 30));
  browser = await launchWithFakeCamera(camera);
  const context = await browser.newContext({ baseURL: DEVNET_E2E.appUrl });
  const page = await context.newPage();

  // Connect: the QR wallet is listed beside the other wallets; the camera reads the account.
  await page.goto('/welcome');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Connect wallet' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect a wallet' });
  await connect.getByRole('button', { name: 'Connect a QR wallet (air-gapped)' }).click();
  await expect(connect).toBeHidden({ timeout: 60_000 });
  const account = banner.getByTestId('wallet-account');
  await expect(account).toContainText(shortAccount(device.address));

  // The imported account survives a reload (IndexedDB), without scanning again.
  await page.reload();
  await expect(account).toContainText(shortAccount(device.address));

  // Confirm: the request is shown as an animated code the device reads off the screen.
  await page.goto(txUrl(address, safeTxHash));
  await page
    .getByTestId('tx-actions')
    .getByRole('button', { name: 'Confirm', exact: true })
    .click();
  const signDialog = page.getByRole('dialog', { name: 'Sign with your QR wallet' });
  const code = signDialog.getByRole('img', { name: 'Signature request for your QR wallet' });
  await expect(code).toBeVisible();
  const { ur: request, distinctParts } = await readUrFromScreen(code, 'eth-sign-request');
  expect(distinctParts, 'the request was animated').toBeGreaterThan(1);
  const { request: decoded, signature } = await device.sign(request);
  expect(decoded).toMatchObject({
    kind: 'typedData',
    chainId: Number(chainId),
    derivationPath: "m/44'/60'/0'/0/0",
    sourceFingerprint: device.fingerprint,
    address: device.address,
  });

  // The device answers with an animated eth-signature; the app scans it from the camera.
  writeQrVideo(camera, animatedParts(signature, 30));
  await signDialog.getByRole('button', { name: '2. Scan the signature' }).click();
  await expect(signDialog).toBeHidden({ timeout: 60_000 });
  await expect(page.getByTestId('flow-result')).toContainText('sent to the gateway');
  const details = (await gatewayJson(`/v1/chains/${chainId}/transactions/${safeTxHash}`))
    .body as Details;
  const signers = details.detailedExecutionInfo.confirmations.map((c) => c.signer.value);
  expect(signers).toContain(device.address);
  expect(signers).toHaveLength(2);

  // The threshold is met, but this wallet cannot send: Execute is off before any tap, and says why.
  const actions = page.getByTestId('tx-actions');
  await expect(actions.getByRole('button', { name: 'Execute' })).toBeDisabled();
  await expect(actions.getByTestId('control-reason')).toContainText(
    'An air-gapped QR wallet signs only: it cannot send a transaction.',
  );
});
