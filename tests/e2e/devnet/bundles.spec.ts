// Signed bundles between owners in separate browser contexts: owner A shares a queued transaction
// as a file, owner B imports it, confirms and shares again; owner C imports both (the signatures
// add up) and executes on chain while its gateway refuses every request; the same by link; a
// bundle the gateway never saw proposed to it; a file and a link shared to the installed app.
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { Wallet, getBytes } from 'ethers';
import {
  calculateBundleHash,
  createBundle,
  createBundleLink,
  serializeBundle,
  type SignedBundle,
} from '../../../src/safe/bundle';
import { waitForController } from '../support/app';
import {
  copyBundleLink,
  downloadBundle,
  expectExecutedOnChain,
  importFile,
  importText,
  openReview,
  ownerBehindGateway,
  transferBundle,
} from '../support/bundles';
import { devnetInfo } from '../support/devnet';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { newTxUrl } from '../support/new-tx';
import { gatewayJson, newSafe, ownerPage, txUrl, type Details } from '../support/signing';

// Exercises the service worker, which the devnet projects block unless a spec asks for it.
test.use({ serviceWorkers: 'allow' });

let proxy: FaultProxy;
test.beforeAll(async () => {
  proxy = await startFaultProxy(devnetInfo().gatewayUrl);
});
test.afterAll(async () => {
  await proxy?.close();
});
test.afterEach(() => {
  proxy.heal();
});

test('A shares a file, B confirms and shares, C merges both and executes with the gateway down', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { address, owners, client, safe } = await newSafe(2);
  const recipient = Wallet.createRandom().address;
  const safeTxHash = await client.propose(safe, { to: recipient, value: 4_321n }, 0, [owners[0]!]);

  const a = await ownerPage(browser, owners[0]!);
  await a.goto(txUrl(address, safeTxHash));
  const fromA = await downloadBundle(a);
  const bundleA = JSON.parse(fromA.text) as SignedBundle;
  expect(bundleA.format).toBe('countersign-bundle');
  expect(bundleA.signatures.map((s) => s.signer)).toEqual([owners[0]!.address]);
  expect(calculateBundleHash(bundleA)).toBe(safeTxHash);

  const b = await ownerPage(browser, owners[1]!);
  await importFile(b, fromA.path);
  await openReview(b);
  await expect(b.getByTestId('bundle-source')).toContainText('1 signature');
  const actionsB = b.getByTestId('tx-actions');
  await expect(b.getByTestId('decision-verdict')).toHaveAttribute('data-status', 'ok', {
    timeout: 60_000,
  });
  await actionsB.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(b.getByTestId('flow-result')).toBeVisible();
  // The new signature is added to the bundle held here, ready to share on.
  await expect(b.getByTestId('bundle-source')).toContainText('2 signatures');
  const fromB = await downloadBundle(b);
  expect((JSON.parse(fromB.text) as SignedBundle).signatures).toHaveLength(2);

  // C's gateway never told it anything about this Safe, and now refuses every request.
  const c = await ownerBehindGateway(browser, proxy.url, owners[2]!.address);
  proxy.fault = { kind: 'reset' };
  await importFile(c, fromA.path);
  await expect(c.getByTestId('bundle-imported')).toContainText('Bundle imported with 1 signature');
  await c.getByLabel('Bundle file').setInputFiles(fromB.path);
  await expect(c.getByTestId('bundle-imported')).toContainText('1 signature added');
  await openReview(c);
  await expect(c.getByTestId('bundle-source')).toContainText('2 signatures');
  await expect(c.getByTestId('safe-from-chain')).toBeVisible({ timeout: 60_000 });
  await expect(c.getByTestId('decision-verdict')).toHaveAttribute('data-status', 'ok', {
    timeout: 60_000,
  });
  await c.getByTestId('tx-actions').getByRole('button', { name: 'Execute' }).click();
  await expect(c.getByTestId('flow-result')).toContainText('Executed in transaction', {
    timeout: 60_000,
  });
  expect(proxy.fault).toEqual({ kind: 'reset' });
  await expectExecutedOnChain(address, recipient, 4_321n);
});

test('the same through links: signatures add up and C executes with the gateway down', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { address, owners, client, safe } = await newSafe(2);
  const recipient = Wallet.createRandom().address;
  const safeTxHash = await client.propose(safe, { to: recipient, value: 777n }, 0, [owners[0]!]);

  const a = await ownerPage(browser, owners[0]!);
  await a.goto(txUrl(address, safeTxHash));
  const linkA = await copyBundleLink(a);

  const b = await ownerPage(browser, owners[1]!);
  await b.goto(linkA);
  await expect(b.getByTestId('bundle-imported')).toContainText('Bundle imported with 1 signature');
  // The fragment is dropped once read: a reload does not import again.
  expect(new URL(b.url()).hash).toBe('');
  await openReview(b);
  await expect(b.getByTestId('decision-verdict')).toHaveAttribute('data-status', 'ok', {
    timeout: 60_000,
  });
  await b.getByTestId('tx-actions').getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(b.getByTestId('bundle-source')).toContainText('2 signatures');
  const linkB = await copyBundleLink(b);

  const c = await ownerBehindGateway(browser, proxy.url, owners[2]!.address, address);
  proxy.fault = { kind: 'reset' };
  await c.goto(linkA);
  await expect(c.getByTestId('bundle-imported')).toContainText('Bundle imported with 1 signature');
  await c.goto(linkB);
  await expect(c.getByTestId('bundle-imported')).toContainText('1 signature added');
  await openReview(c);
  await expect(c.getByTestId('decision-verdict')).toHaveAttribute('data-status', 'ok', {
    timeout: 60_000,
  });
  await c.getByTestId('tx-actions').getByRole('button', { name: 'Execute' }).click();
  await expect(c.getByTestId('flow-result')).toContainText('Executed in transaction', {
    timeout: 60_000,
  });
  await expectExecutedOnChain(address, recipient, 777n);
});

test('no gateway at all: A proposes while it is down, B confirms from A’s file, C executes from both', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { address, owners } = await newSafe(2);
  const recipient = Wallet.createRandom().address;
  // Three owners whose gateway is the proxy; it answers only while their pages first load.
  const a = await ownerBehindGateway(browser, proxy.url, owners[0]!.address, address);
  const b = await ownerBehindGateway(browser, proxy.url, owners[1]!.address, address);
  const c = await ownerBehindGateway(browser, proxy.url, owners[2]!.address, address);

  await a.goto(newTxUrl(address, 'send-native'));
  await a.getByLabel('Recipient', { exact: true }).fill(recipient);
  await a.getByLabel('Amount (ETH)').fill('0.25');
  await a.getByRole('button', { name: 'Review', exact: true }).click();
  const propose = a.getByRole('button', { name: 'Sign and propose' });
  await expect(propose).toBeEnabled({ timeout: 60_000 });
  const safeTxHash = (await a.getByTestId('new-tx-hash').textContent())!.trim();
  // From here on the gateway is down for everyone: nothing below reaches it.
  proxy.fault = { kind: 'reset' };
  await propose.click();
  await expect(a.getByTestId('flow-result')).toContainText('saved on this device');
  await a.getByRole('link', { name: 'share it as a signed bundle' }).click();
  await expect(a.getByTestId('bundle-source')).toContainText('1 signature');
  const fromA = await downloadBundle(a);
  expect(calculateBundleHash(JSON.parse(fromA.text) as SignedBundle)).toBe(safeTxHash);

  await importFile(b, fromA.path);
  await openReview(b);
  await expect(b.getByTestId('decision-verdict')).toHaveAttribute('data-status', 'ok', {
    timeout: 60_000,
  });
  await b.getByTestId('tx-actions').getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(b.getByTestId('flow-result')).toContainText('saved on this device');
  await expect(b.getByTestId('bundle-source')).toContainText('2 signatures');
  const fromB = await downloadBundle(b);

  await importFile(c, fromA.path);
  await c.getByLabel('Bundle file').setInputFiles(fromB.path);
  await expect(c.getByTestId('bundle-imported')).toContainText('1 signature added');
  await openReview(c);
  await expect(c.getByTestId('decision-verdict')).toHaveAttribute('data-status', 'ok', {
    timeout: 60_000,
  });
  await c.getByTestId('tx-actions').getByRole('button', { name: 'Execute' }).click();
  await expect(c.getByTestId('flow-result')).toContainText('Executed in transaction', {
    timeout: 60_000,
  });
  await expectExecutedOnChain(address, recipient, 25n * 10n ** 16n);
  // The proxy refused every request from before the proposal to the end: the gateway learns of
  // this transaction only by indexing the chain after the fact.
  expect(proxy.fault).toEqual({ kind: 'reset' });
});

test('a bundle the gateway never saw is proposed with its proven signatures', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { address, owners } = await newSafe(2);
  const { chainId } = devnetInfo();
  const unsigned = transferBundle(address, Wallet.createRandom().address, 99n);
  const safeTxHash = calculateBundleHash(unsigned);
  const bundle: SignedBundle = {
    ...unsigned,
    signatures: [owners[0]!, owners[1]!].map((owner) => ({
      signer: owner.address,
      signature: owner.signingKey.sign(getBytes(safeTxHash)).serialized.toLowerCase(),
    })),
  };
  expect((await gatewayJson(`/v1/chains/${chainId}/transactions/${safeTxHash}`)).status).toBe(404);

  const page = await ownerPage(browser, owners[2]!);
  await importText(page, serializeBundle(bundle));
  await openReview(page);
  await expect(page.getByTestId('decision-verdict')).toHaveAttribute('data-status', 'ok', {
    timeout: 60_000,
  });
  const send = page.getByTestId('send-bundle');
  await send.getByRole('button', { name: 'Send to the gateway' }).click();
  await expect(send.getByTestId('send-bundle-result')).toContainText(
    'proposed to the gateway with 2 signatures: sent',
  );
  const details = (await gatewayJson(`/v1/chains/${chainId}/transactions/${safeTxHash}`))
    .body as Details;
  expect(details.detailedExecutionInfo.confirmations.map((c) => c.signer.value).sort()).toEqual(
    [owners[0]!.address, owners[1]!.address].sort(),
  );
  // Sent again: nothing is missing any more.
  await send.getByRole('button', { name: 'Send to the gateway' }).click();
  await expect(send.getByTestId('send-bundle-result')).toContainText('already has every signature');
});

test('a file or a link shared to the app (share target) is imported through the worker', async ({
  page,
}) => {
  const { address, owners } = await newSafe(2);
  const { chainId } = devnetInfo();
  const bundle = createBundle({
    chainId,
    safeAddress: address,
    safeVersion: '1.4.1',
    signatures: [],
    message: `shared ${Date.now()}`,
  });
  const signed = {
    ...bundle,
    signatures: [
      {
        signer: owners[0]!.address,
        signature: owners[0]!.signingKey
          .sign(getBytes(calculateBundleHash(bundle)))
          .serialized.toLowerCase(),
      },
    ],
  };
  await page.goto('/bundles');
  await waitForController(page);
  const action = new URL('/bundles/share', page.url()).href;
  // What the browser does for a share: a multipart POST navigation to the share_target action.
  // Sent from a blank page, since the app's own CSP (form-action 'none') forbids forms.
  const share = async (fields: { file?: string; url?: string }) => {
    await page.goto('about:blank');
    await page.evaluate(
      ({ file, url, action }) => {
        const form = document.createElement('form');
        form.method = 'POST';
        form.enctype = 'multipart/form-data';
        form.action = action;
        if (file !== undefined) {
          const input = document.createElement('input');
          input.type = 'file';
          input.name = 'bundle';
          const transfer = new DataTransfer();
          transfer.items.add(
            new File([file], 'shared.countersign.json', { type: 'application/json' }),
          );
          input.files = transfer.files;
          form.append(input);
        }
        if (url !== undefined) {
          const input = document.createElement('input');
          input.name = 'url';
          input.value = url;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      { ...fields, action },
    );
  };
  await share({ file: serializeBundle(signed) });
  await expect(page.getByTestId('bundle-imported')).toContainText(
    'Bundle imported with 1 signature',
  );
  await expect(page).toHaveURL(/\/bundles$/);

  const withSecond = {
    ...signed,
    signatures: [
      ...signed.signatures,
      {
        signer: owners[1]!.address,
        signature: owners[1]!.signingKey
          .sign(getBytes(calculateBundleHash(bundle)))
          .serialized.toLowerCase(),
      },
    ],
  };
  await share({ url: await createBundleLink(withSecond, 'https://elsewhere.example') });
  await expect(page.getByTestId('bundle-imported')).toContainText('1 signature added');
});
