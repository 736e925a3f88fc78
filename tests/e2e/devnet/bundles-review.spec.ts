// Reviewing imported bundles: tampered ones (changed value, a signature over other data, a signer
// who is not an owner) blocked, an offline review from the chain state read before, a competing
// transaction with the same nonce shown as a conflict, malformed or newer bundles refused, and the
// screens at 360 px.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type BrowserContext } from '@playwright/test';
import { test } from '../support/test';
import { Wallet, getBytes } from 'ethers';
import { calculateBundleHash, serializeBundle, type SignedBundle } from '../../../src/safe/bundle';
import { downloadBundle, importText, openReview, transferBundle } from '../support/bundles';
import { chromiumLaunchOptions } from '../support/chromium';
import { measureLayout } from '../support/layout';
import { waitForController } from '../support/app';
import { readAppStore } from '../support/appDatabase';
import { offlineStart } from '../support/offline';
import { newSafe, ownerPage, txUrl } from '../support/signing';

// Exercises the service worker, which the devnet projects block unless a spec asks for it.
test.use({ serviceWorkers: 'allow' });

test('tampered bundles are blocked in the review', async ({ browser }) => {
  test.setTimeout(240_000);
  const { address, owners } = await newSafe(2);
  const recipient = Wallet.createRandom().address;
  const base = (value: bigint): SignedBundle => transferBundle(address, recipient, value);
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
      await importText(page, serializeBundle(bundle));
      await openReview(page);
      const verdict = page.getByTestId('decision-verdict');
      await expect(verdict).toHaveAttribute('data-status', 'blocked', { timeout: 60_000 });
      await expect(verdict.getByRole('alert')).toContainText(reason);
      await context.close();
    });
  }
});

test('offline after a restart, an imported bundle is reviewed from the chain state read before', async ({
  browser,
  playwright,
  baseURL,
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

  // A device (a real profile) that reviewed A's bundle online once.
  const profile = await mkdtemp(join(tmpdir(), 'countersign-bundle-offline-'));
  const open = () =>
    playwright.chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL });
  let context: BrowserContext | null = await open();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await importText(page, serializeBundle(fromA));
    await waitForController(page);
    await openReview(page);
    await expect(page.getByTestId('decision-verdict')).toHaveAttribute('data-status', 'ok', {
      timeout: 60_000,
    });
    // What the offline start below relies on: this Safe's chain read saved on the device. The
    // app saves a new query within 100 ms and again when the page is hidden, but a browser shut
    // down at once on a busy machine could end before that write landed.
    const savedChainRead = async () =>
      (await readAppStore<string[]>(page, 'queries', 'keys')).some(
        (key) =>
          key.includes('"chain-rpc"') &&
          key.includes('"state"') &&
          key.toLowerCase().includes(address.toLowerCase()),
      );
    await expect.poll(savedChainRead).toBe(true);
    await context.close();

    // Started again with the network off: the next bundle is imported and reviewed on this
    // device alone, from what the earlier visit kept (the worker's shell, the Safe's state).
    context = await open();
    const { page: offline, goto } = await offlineStart(context);
    await goto('/bundles');
    await offline.getByLabel('Paste a link or bundle').fill(serializeBundle(withB));
    await offline.getByRole('button', { name: 'Import' }).click();
    await expect(offline.getByTestId('bundle-imported')).toContainText('1 signature added');
    await openReview(offline);
    await expect(offline.getByTestId('bundle-source')).toContainText('2 signatures');
    await expect(offline.getByTestId('chain-rpc')).toContainText(
      'Owners, threshold, nonce and implementation from the chain as of',
    );
    await expect(offline.getByTestId('chain-rpc')).toContainText('this device is offline');
    // Both signatures are proven against the owners of that read, and the hash computed here.
    await expect(offline.getByTestId('decision-verdict')).toHaveAttribute('data-status', 'ok');
    await expect(offline.getByText(safeTxHash).first()).toBeAttached();
  } finally {
    await context?.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('a bundle for another transaction with the same nonce is shown as a conflict, not merged', async ({
  page,
}) => {
  const { address, owners } = await newSafe(2);
  const withValue = (value: bigint) => {
    const bundle = transferBundle(address, owners[2]!.address, value);
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

test('the import screen and a bundle’s review fit a 360 px phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const { address, owners } = await newSafe(2);
  const bundle = transferBundle(address, owners[2]!.address, 3n);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await importText(page, serializeBundle(bundle));
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
