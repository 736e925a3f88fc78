// Signed bundles between owners in separate browser contexts: owner A shares a queued transaction
// as a file, owner B imports it, confirms and shares again; owner C imports both (the signatures
// add up) and executes on chain while its gateway refuses every request; the same by link; and
// tampered bundles blocked in the review.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { Contract, Wallet, getBytes } from 'ethers';
import {
  calculateBundleHash,
  createBundle,
  serializeBundle,
  type SignedBundle,
} from '../../../src/safe/bundle';
import { devnetInfo, safeParam } from '../support/devnet';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { useGateway } from '../support/faults';
import { calculateSafeMessageHash } from '../../../src/safe';
import {
  gatewayJson,
  messageUrl,
  newSafe,
  ownerPage,
  provider,
  txUrl,
  type Details,
} from '../support/signing';
import { connectFromHeader } from '../support/wallet';
import { waitForController } from '../support/app';
import { measureLayout } from '../support/layout';

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

/** Downloads the bundle file from the page's "Share signatures" card; returns its text. */
async function downloadBundle(page: Page): Promise<{ path: string; text: string }> {
  const share = page.getByTestId('share-signatures');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    share.getByRole('button', { name: 'Download bundle file' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.countersign\.json$/);
  const path = await download.path();
  return { path, text: await readFile(path, 'utf8') };
}

/** Makes the bundle link on the page's "Share signatures" card and returns it. */
async function copyBundleLink(page: Page): Promise<string> {
  await page.getByTestId('share-signatures').getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByTestId('bundle-link').inputValue();
  expect(link).toMatch(/\/bundles#b=[A-Za-z0-9_-]+$/);
  return link;
}

/** Imports a bundle file on /bundles and opens its review. */
async function importFile(page: Page, path: string): Promise<void> {
  await page.goto('/bundles');
  await page.getByLabel('Bundle file').setInputFiles(path);
  await expect(page.getByTestId('bundle-imported')).toBeVisible();
}

const openReview = (page: Page) =>
  page.getByTestId('bundle-imported').getByRole('link', { name: 'Review the transaction' }).click();

/**
 * An owner page whose gateway is the fault proxy; with `address`, that Safe is loaded once through
 * it (else the gateway only ever gave this device the chain list).
 */
async function ownerBehindProxy(browser: Browser, owner: string, address?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useGateway(page, proxy.url);
  await connectFromHeader(page, owner);
  if (address) {
    await page.goto(`/home?safe=${encodeURIComponent(safeParam(address))}`);
    await expect(page.getByText(address).first()).toBeVisible();
  }
  return page;
}

async function expectExecutedOnChain(address: string, recipient: string, value: bigint) {
  const rpc = provider();
  expect(await rpc.getBalance(recipient)).toBe(value);
  const safe = new Contract(address, ['function nonce() view returns (uint256)'], rpc);
  expect(await safe.getFunction('nonce')()).toBe(1n);
}

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
  const c = await ownerBehindProxy(browser, owners[2]!.address);
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

  const c = await ownerBehindProxy(browser, owners[2]!.address, address);
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

test('tampered bundles are blocked in the review', async ({ browser }) => {
  test.setTimeout(240_000);
  const { address, owners } = await newSafe(2);
  const { chainId } = devnetInfo();
  const recipient = Wallet.createRandom().address;
  const base = (value: bigint): SignedBundle =>
    createBundle({
      chainId,
      safeAddress: address,
      safeVersion: '1.4.1',
      signatures: [],
      transaction: {
        to: recipient,
        value,
        data: '0x',
        operation: 0,
        safeTxGas: 0n,
        baseGas: 0n,
        gasPrice: 0n,
        gasToken: '0x0000000000000000000000000000000000000000',
        refundReceiver: '0x0000000000000000000000000000000000000000',
        nonce: 0n,
      },
    });
  const signOver = (signer: { signingKey: Wallet['signingKey'] }, bundle: SignedBundle) =>
    signer.signingKey.sign(getBytes(calculateBundleHash(bundle))).serialized;
  const signed = base(1_000n);
  const stranger = Wallet.createRandom();
  const cases: { name: string; bundle: SignedBundle; reason: RegExp }[] = [
    {
      name: 'changed value',
      // Signed for 1 000 wei, sent on as 9 000 000.
      bundle: {
        ...base(9_000_000n),
        signatures: [{ signer: owners[0]!.address, signature: signOver(owners[0]!, signed) }],
      },
      reason: /not made by the owner it is shown for/,
    },
    {
      name: 'signature over other data',
      bundle: {
        ...signed,
        signatures: [{ signer: owners[0]!.address, signature: signOver(owners[0]!, base(5n)) }],
      },
      reason: /not made by the owner it is shown for/,
    },
    {
      name: 'signer who is not an owner',
      bundle: {
        ...signed,
        signatures: [{ signer: stranger.address, signature: signOver(stranger, signed) }],
      },
      reason: /not an owner/,
    },
  ];
  for (const { name, bundle, reason } of cases) {
    await test.step(name, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('/bundles');
      await page.getByLabel('Paste a link or bundle').fill(serializeBundle(bundle));
      await page.getByRole('button', { name: 'Import' }).click();
      await openReview(page);
      const verdict = page.getByTestId('decision-verdict');
      await expect(verdict).toHaveAttribute('data-status', 'blocked', { timeout: 60_000 });
      await expect(verdict.getByRole('alert')).toContainText(reason);
      await context.close();
    });
  }
});

test('offline, an imported bundle is reviewed from the chain state read before', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { address, owners, client, safe } = await newSafe(2);
  const recipient = Wallet.createRandom().address;
  const safeTxHash = await client.propose(safe, { to: recipient, value: 55n }, 0, [owners[0]!]);
  const a = await ownerPage(browser, owners[0]!);
  await a.goto(txUrl(address, safeTxHash));
  const fromA = JSON.parse((await downloadBundle(a)).text) as SignedBundle;
  const withB: SignedBundle = {
    ...fromA,
    signatures: [
      ...fromA.signatures,
      {
        signer: owners[1]!.address,
        signature: owners[1]!.signingKey.sign(getBytes(safeTxHash)).serialized.toLowerCase(),
      },
    ],
  };

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/bundles');
  await page.getByLabel('Paste a link or bundle').fill(serializeBundle(fromA));
  await page.getByRole('button', { name: 'Import' }).click();
  await openReview(page);
  await expect(page.getByTestId('decision-verdict')).toHaveAttribute('data-status', 'ok', {
    timeout: 60_000,
  });

  // Offline from here: the next bundle is imported and reviewed on this device alone.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Import another bundle' }).click();
  await page.getByLabel('Paste a link or bundle').fill(serializeBundle(withB));
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('bundle-imported')).toContainText('1 signature added');
  await openReview(page);
  await expect(page.getByTestId('bundle-source')).toContainText('2 signatures');
  await expect(page.getByTestId('chain-rpc')).toContainText(
    'Owners, threshold, nonce and implementation from the chain as of',
  );
  await expect(page.getByTestId('chain-rpc')).toContainText('this device is offline');
  // Both signatures are proven against the owners of that read, and the hash computed here.
  await expect(page.getByTestId('decision-verdict')).toHaveAttribute('data-status', 'ok');
  await expect(page.getByText(safeTxHash).first()).toBeAttached();
  await context.close();
});

test('a bundle the gateway never saw is proposed with its proven signatures', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { address, owners } = await newSafe(2);
  const { chainId } = devnetInfo();
  const unsigned = createBundle({
    chainId,
    safeAddress: address,
    safeVersion: '1.4.1',
    signatures: [],
    transaction: {
      to: Wallet.createRandom().address,
      value: 99n,
      data: '0x',
      operation: 0,
      safeTxGas: 0n,
      baseGas: 0n,
      gasPrice: 0n,
      gasToken: '0x0000000000000000000000000000000000000000',
      refundReceiver: '0x0000000000000000000000000000000000000000',
      nonce: 0n,
    },
  });
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
  await page.goto('/bundles');
  await page.getByLabel('Paste a link or bundle').fill(serializeBundle(bundle));
  await page.getByRole('button', { name: 'Import' }).click();
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

test('a message travels as a bundle: B signs it from A’s file and shares both signatures', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { address, owners, client } = await newSafe(2);
  const { chainId } = devnetInfo();
  const text = `Countersign bundle ${Date.now()}`;
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

  const a = await ownerPage(browser, owners[0]!);
  await a.goto(messageUrl(address, messageHash));
  const fromA = await downloadBundle(a);
  const bundleA = JSON.parse(fromA.text) as SignedBundle;
  expect(bundleA).toMatchObject({ kind: 'message', message: text });
  expect(calculateBundleHash(bundleA)).toBe(messageHash);

  const b = await ownerPage(browser, owners[1]!);
  await importFile(b, fromA.path);
  await b.getByTestId('bundle-imported').getByRole('link', { name: 'Review the message' }).click();
  await expect(b.getByTestId('bundle-source')).toContainText('1 signature');
  await b.getByTestId('message-actions').getByRole('button', { name: 'Sign message' }).click();
  await expect(b.getByTestId('bundle-source')).toContainText('2 signatures');
  const fromB = JSON.parse((await downloadBundle(b)).text) as SignedBundle;
  expect(fromB.signatures.map((s) => s.signer).sort()).toEqual(
    [owners[0]!.address, owners[1]!.address].sort(),
  );
});

test('a message bundle the gateway never saw is created there with both signatures', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { address, owners } = await newSafe(2);
  const { chainId } = devnetInfo();
  const unsigned = createBundle({
    chainId,
    safeAddress: address,
    safeVersion: '1.4.1',
    signatures: [],
    message: `never seen ${Date.now()}`,
  });
  const messageHash = calculateBundleHash(unsigned);
  const bundle: SignedBundle = {
    ...unsigned,
    signatures: [owners[0]!, owners[1]!].map((owner) => ({
      signer: owner.address,
      signature: owner.signingKey.sign(getBytes(messageHash)).serialized.toLowerCase(),
    })),
  };
  const page = await ownerPage(browser, owners[2]!);
  await page.goto('/bundles');
  await page.getByLabel('Paste a link or bundle').fill(serializeBundle(bundle));
  await page.getByRole('button', { name: 'Import' }).click();
  await page
    .getByTestId('bundle-imported')
    .getByRole('link', { name: 'Review the message' })
    .click();
  const send = page.getByTestId('send-bundle');
  await expect(send.getByRole('button', { name: 'Send to the gateway' })).toBeEnabled({
    timeout: 60_000,
  });
  await send.getByRole('button', { name: 'Send to the gateway' }).click();
  await expect(send.getByTestId('send-bundle-result')).toContainText(
    'The message was proposed to the gateway with 2 signatures: sent',
  );
  const message = (await gatewayJson(`/v1/chains/${chainId}/messages/${messageHash}`)).body as {
    confirmations: { owner: { value: string } }[];
  };
  expect(message.confirmations.map((c) => c.owner.value).sort()).toEqual(
    [owners[0]!.address, owners[1]!.address].sort(),
  );
});

test('a bundle for another transaction with the same nonce is shown as a conflict, not merged', async ({
  page,
}) => {
  const { address, owners } = await newSafe(2);
  const { chainId } = devnetInfo();
  const withValue = (value: bigint) => {
    const bundle = createBundle({
      chainId,
      safeAddress: address,
      safeVersion: '1.4.1',
      signatures: [],
      transaction: {
        to: owners[2]!.address,
        value,
        data: '0x',
        operation: 0,
        safeTxGas: 0n,
        baseGas: 0n,
        gasPrice: 0n,
        gasToken: '0x0000000000000000000000000000000000000000',
        refundReceiver: '0x0000000000000000000000000000000000000000',
        nonce: 0n,
      },
    });
    const signature = owners[0]!.signingKey.sign(getBytes(calculateBundleHash(bundle))).serialized;
    return { ...bundle, signatures: [{ signer: owners[0]!.address, signature }] };
  };
  await page.goto('/bundles');
  const paste = page.getByLabel('Paste a link or bundle');
  await paste.fill(serializeBundle(withValue(1n)));
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('bundle-imported')).toBeVisible();
  await paste.fill(serializeBundle(withValue(2n)));
  await page.getByRole('button', { name: 'Import' }).click();
  const conflict = page.getByTestId('bundle-conflict');
  await expect(conflict).toContainText('Both bundles hold a transaction with nonce 0');
  await expect(conflict).toContainText('Nothing was merged');
  await expect(page.getByTestId('held-bundles').getByRole('listitem')).toHaveCount(1);
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
  const { createBundleLink } = await import('../../../src/safe/bundle');
  await share({ url: await createBundleLink(withSecond, 'https://elsewhere.example') });
  await expect(page.getByTestId('bundle-imported')).toContainText('1 signature added');
});

test('the import screen and a bundle’s review fit a 360 px phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const { address, owners } = await newSafe(2);
  const { chainId } = devnetInfo();
  const bundle = createBundle({
    chainId,
    safeAddress: address,
    safeVersion: '1.4.1',
    signatures: [],
    transaction: {
      to: owners[2]!.address,
      value: 3n,
      data: '0x',
      operation: 0,
      safeTxGas: 0n,
      baseGas: 0n,
      gasPrice: 0n,
      gasToken: '0x0000000000000000000000000000000000000000',
      refundReceiver: '0x0000000000000000000000000000000000000000',
      nonce: 0n,
    },
  });
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/bundles');
  await page.getByLabel('Paste a link or bundle').fill(serializeBundle(bundle));
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('held-bundles')).toBeVisible();
  const problems: string[] = [];
  const check = async (name: string) => {
    const report = await measureLayout(page);
    if (report.scrollWidth > report.clientWidth)
      problems.push(`${name}: ${report.scrollWidth}px wide (${report.wide.join('; ')})`);
    for (const control of report.covered) problems.push(`${name}: covered ${control}`);
  };
  await check('import');
  await openReview(page);
  await expect(page.getByTestId('decision-verdict')).toHaveAttribute('data-status', /ok|blocked/, {
    timeout: 60_000,
  });
  await check('review');
  expect(problems).toEqual([]);
  await context.close();
});

test('a malformed or newer bundle is refused with a clear error', async ({ page }) => {
  await page.goto('/bundles');
  const paste = page.getByLabel('Paste a link or bundle');
  await paste.fill('{"format":"countersign-bundle","version":2}');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('bundle-error')).toContainText(
    'This bundle is version 2; this app reads bundles up to version 1.',
  );
  await paste.fill('not a bundle');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('bundle-error')).toContainText('the text is not JSON');
});
