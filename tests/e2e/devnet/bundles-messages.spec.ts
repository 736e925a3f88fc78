// Message bundles: B signs a message from A's bundle file and shares both signatures; a message
// the gateway never saw is created there from a bundle with both signatures.
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { getBytes } from 'ethers';
import { calculateSafeMessageHash } from '../../../src/safe';
import {
  calculateBundleHash,
  createBundle,
  serializeBundle,
  type SignedBundle,
} from '../../../src/safe/bundle';
import { downloadBundle, importFile, importText } from '../support/bundles';
import { devnetInfo } from '../support/devnet';
import { gatewayJson, messageUrl, newSafe, ownerPage } from '../support/signing';

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
  await importText(page, serializeBundle(bundle));
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
