// The conformance app (the devnet's second origin, built on Countersign's app-side client) inside
// Countersign's own Safe Apps host: every method from its button, permissions refused (4001) and
// granted, a sendTransactions batch through the host's review to the queue and on chain after a
// second owner confirms and executes, and a signMessage that ends CONFIRMED and valid for
// isValidSignature. Each run uses a NEW 2-of-3 Safe, so the seeded Safes other specs read stay as
// they are.
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { Contract, Wallet } from 'ethers';
import { hashSafeMessageContent } from '../../../src/safe';
import { DEVNET_E2E } from '../support/devnet-ports';
import { devnetInfo, safeParam } from '../support/devnet';
import { confirmAndExecute } from '../support/new-tx';
import { gatewayJson, messageUrl, newSafe, ownerPage, provider } from '../support/signing';

const conformanceUrl = () => `${devnetInfo().appsUrl}/conformance`;

/** Opens the conformance app in the host for `safe` and returns its frame. */
async function openConformanceApp(page: Page, safe: string): Promise<FrameLocator> {
  await page.goto(
    `/apps/open?safe=${encodeURIComponent(safeParam(safe))}&appUrl=${encodeURIComponent(conformanceUrl())}`,
  );
  // A listed app opens at once; were it treated as unknown, the warning names its origin.
  const frame = page.locator('iframe[data-testid="safe-app-frame"]');
  const warning = page.getByTestId('unknown-app-warning');
  await expect(frame.or(warning)).toBeVisible({ timeout: 30_000 });
  if (await warning.isVisible()) {
    await expect(page.getByTestId('unknown-app-origin')).toHaveText(devnetInfo().appsUrl);
    await page.getByRole('button', { name: `Open the app from ${devnetInfo().appsUrl}` }).click();
  }
  await expect(frame).toBeVisible();
  const app = page.frameLocator('iframe[data-testid="safe-app-frame"]');
  await expect(app.getByRole('heading', { name: 'Safe Apps Conformance' })).toBeVisible();
  return app;
}

/** Clicks the method's button and waits until its answer is in (ok or error). */
async function callMethod(app: FrameLocator, method: string) {
  await app.getByTestId(`call-${method}`).click();
  const answer = app.getByTestId(`answer-${method}`);
  await expect(answer).toHaveAttribute('data-state', /^(ok|error)$/, { timeout: 30_000 });
  return answer;
}

/** The JSON an answer shows. */
async function answerJson<T>(app: FrameLocator, method: string): Promise<T> {
  const answer = app.getByTestId(`answer-${method}`);
  await expect(answer).toHaveAttribute('data-state', 'ok');
  return JSON.parse((await answer.textContent()) ?? 'null') as T;
}

test.describe('Safe Apps conformance app in the host', () => {
  test('answers every read, refuses a non-allow-listed RPC call, and handles permissions', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { address, owners } = await newSafe(2);
    const page = await ownerPage(browser, owners[0]!);
    const app = await openConformanceApp(page, address);
    const { chainId, shortName } = devnetInfo();

    await callMethod(app, 'getSafeInfo');
    const info = await answerJson<{ safeAddress: string; threshold: number; owners: string[] }>(
      app,
      'getSafeInfo',
    );
    expect(info.safeAddress).toBe(address);
    expect(info.threshold).toBe(2);
    expect(info.owners).toEqual(owners.map((owner) => owner.address));

    await callMethod(app, 'getChainInfo');
    expect(await answerJson(app, 'getChainInfo')).toMatchObject({ chainId, shortName });

    await callMethod(app, 'getEnvironmentInfo');
    expect(await answerJson(app, 'getEnvironmentInfo')).toEqual({ origin: DEVNET_E2E.appUrl });

    await callMethod(app, 'getSafeBalances');
    const balances = await answerJson<{ fiatTotal: string; items: unknown[] }>(
      app,
      'getSafeBalances',
    );
    // 1 ETH at the devnet's fixed 3000 USD.
    expect(Number(balances.fiatTotal)).toBe(3000);

    await callMethod(app, 'rpcCall');
    await expect(app.getByTestId('answer-rpcCall')).toHaveText('0xde0b6b3a7640000');

    const refused = await callMethod(app, 'rpcCallRefused');
    await expect(refused).toHaveAttribute('data-state', 'error');
    await expect(refused).toContainText('"eth_sendRawTransaction" is not allowed');

    await callMethod(app, 'wallet_getPermissions');
    expect(await answerJson(app, 'wallet_getPermissions')).toEqual([]);

    // Refused: the prompt names the app's origin, the app gets 4001.
    await app.getByTestId('call-wallet_requestPermissions').click();
    const prompt = page.getByTestId('app-permission-prompt');
    await expect(prompt.getByTestId('permission-origin')).toHaveText(devnetInfo().appsUrl);
    await prompt.getByRole('button', { name: 'Refuse' }).click();
    await expect(app.getByTestId('answer-wallet_requestPermissions')).toHaveText(
      'Error: Permissions rejected (code 4001)',
    );

    // The refusal is remembered (the userRestricted caveat).
    await callMethod(app, 'wallet_getPermissions');
    expect(await answerJson(app, 'wallet_getPermissions')).toEqual([
      expect.objectContaining({
        parentCapability: 'requestAddressBook',
        invoker: devnetInfo().appsUrl,
        caveats: [{ type: 'userRestricted', value: true }],
      }),
    ]);
    // requestAddressBook asks for the permission itself: refused, then granted.
    await app.getByTestId('call-requestAddressBook').click();
    await expect(prompt.getByTestId('permission-origin')).toHaveText(devnetInfo().appsUrl);
    await prompt.getByRole('button', { name: 'Refuse' }).click();
    await expect(app.getByTestId('answer-requestAddressBook')).toHaveText(
      'Error: Permissions rejected (code 4001)',
    );
    await app.getByTestId('call-requestAddressBook').click();
    await prompt.getByRole('button', { name: 'Allow' }).click();
    const book = await answerJson<unknown>(app, 'requestAddressBook');
    expect(Array.isArray(book)).toBe(true);
    await expect(prompt).toHaveCount(0);

    // Granted now: asking again answers at once, without a prompt.
    await callMethod(app, 'wallet_requestPermissions');
    expect(await answerJson(app, 'wallet_requestPermissions')).toEqual([
      expect.objectContaining({
        parentCapability: 'requestAddressBook',
        invoker: devnetInfo().appsUrl,
        caveats: [],
      }),
    ]);
    await expect(prompt).toHaveCount(0);
    await page.context().close();
  });

  test('sendTransactions: review, propose, the queue, then confirmed and executed on chain', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { address, owners } = await newSafe(2);
    const { chainId } = devnetInfo();
    const page = await ownerPage(browser, owners[0]!);
    const app = await openConformanceApp(page, address);
    const recipient = Wallet.createRandom().address;

    // Closing the review answers the app with the rejection.
    await app.getByTestId('input-tx-to').fill(recipient);
    await app.getByTestId('call-sendTransactions').click();
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(app.getByTestId('answer-sendTransactions')).toHaveText(
      'Error: Transaction was rejected',
    );

    // A batch of two 1000 wei transfers, through the host's own review.
    await app.getByTestId('input-tx-value').fill('1000');
    await app.getByTestId('input-tx-count').fill('2');
    await app.getByTestId('call-sendTransactions').click();
    // The host's own review (simulation, decoded calls); proposing closes it and answers the app.
    const propose = page.getByRole('button', { name: 'Sign and propose' });
    await expect(propose).toBeEnabled({ timeout: 60_000 });
    const reviewed = (await page.getByTestId('new-tx-hash').textContent())!.trim();
    await propose.click();
    await expect(app.getByTestId('answer-sendTransactions')).toHaveAttribute('data-state', 'ok', {
      timeout: 30_000,
    });
    const { safeTxHash } = await answerJson<{ safeTxHash: string }>(app, 'sendTransactions');
    expect(safeTxHash).toBe(reviewed);
    const queue = (await gatewayJson(`/v1/chains/${chainId}/safes/${address}/transactions/queued`))
      .body as { results: { type: string; transaction?: { id: string } }[] };
    expect(queue.results.some((item) => item.transaction?.id.endsWith(safeTxHash))).toBe(true);

    await callMethod(app, 'getTxBySafeTxHash');
    // The proposal carries the app's {url,name} origin, so the gateway names the app to every owner.
    expect(await answerJson(app, 'getTxBySafeTxHash')).toMatchObject({
      txStatus: 'AWAITING_CONFIRMATIONS',
      detailedExecutionInfo: { safeTxHash },
      safeAppInfo: { name: 'Safe Apps Conformance' },
    });

    const second = await ownerPage(browser, owners[1]!);
    await confirmAndExecute(second, address, safeTxHash, { confirm: true });
    expect(await provider().getBalance(recipient)).toBe(2000n);
    await second.context().close();
    await page.context().close();
  });

  test('signMessage ends CONFIRMED and valid for isValidSignature; typed data is signed too', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { address, owners, rpc } = await newSafe(2);
    const { chainId } = devnetInfo();
    const page = await ownerPage(browser, owners[0]!);
    const app = await openConformanceApp(page, address);
    const text = `Conformance ${Date.now()}`;

    await app.getByTestId('input-message').fill(text);
    await app.getByTestId('call-signMessage').click();
    const request = page.getByTestId('app-message-request');
    await expect(request.getByLabel('The message to sign')).toHaveText(text);
    await request.getByRole('button', { name: 'Sign the message' }).click();
    // B.3: with a threshold of 2 the app waits; the host says so and links the message.
    const waiting = page.getByTestId('app-message-waiting');
    await expect(waiting).toContainText('1 of 2 so far');
    await expect(app.getByTestId('answer-signMessage')).toHaveAttribute('data-state', 'pending');
    const messageHash = (await page
      .getByTestId('app-message-link')
      .getAttribute('data-message-hash'))!;
    expect(messageHash).toMatch(/^0x[0-9a-f]{64}$/);

    // Not yet signed by enough owners.
    await callMethod(app, 'isMessageSigned');
    await expect(app.getByTestId('answer-isMessageSigned')).toHaveText('false');

    const second = await ownerPage(browser, owners[1]!);
    await second.goto(messageUrl(address, messageHash));
    await second
      .getByTestId('message-actions')
      .getByRole('button', { name: 'Sign message' })
      .click();
    await expect(second.getByTestId('flow-result')).toContainText('sent to the gateway');
    await expect
      .poll(
        async () =>
          (
            (await gatewayJson(`/v1/chains/${chainId}/messages/${messageHash}`)).body as {
              status: string;
            }
          ).status,
      )
      .toBe('CONFIRMED');

    const message = (await gatewayJson(`/v1/chains/${chainId}/messages/${messageHash}`)).body as {
      preparedSignature: string;
    };
    // Once the threshold is reached the waiting app gets the hash and the combined signature.
    const answered = await answerJson<{ messageHash: string; signature: string }>(
      app,
      'signMessage',
    );
    expect(answered).toEqual({ messageHash, signature: message.preparedSignature });
    await expect(waiting).toHaveCount(0);
    await callMethod(app, 'getOffChainSignature');
    await expect(app.getByTestId('answer-getOffChainSignature')).toHaveText(
      message.preparedSignature,
    );
    // isMessageSigned with that signature (filled in by getOffChainSignature): EIP-1271 on chain.
    await expect(app.getByTestId('input-signature')).toHaveValue(message.preparedSignature);
    await callMethod(app, 'isMessageSigned');
    await expect(app.getByTestId('answer-isMessageSigned')).toHaveText('true');
    const safe = new Contract(
      address,
      ['function isValidSignature(bytes32,bytes) view returns (bytes4)'],
      rpc,
    );
    expect(
      await safe.getFunction('isValidSignature')(
        hashSafeMessageContent(text),
        message.preparedSignature,
      ),
    ).toBe('0x1626ba7e');

    await app.getByTestId('call-signTypedMessage').click();
    await page
      .getByTestId('app-message-request')
      .getByRole('button', { name: 'Sign the message' })
      .click();
    const typedHash = (await page
      .getByTestId('app-message-link')
      .getAttribute('data-message-hash'))!;
    expect(typedHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(typedHash).not.toBe(messageHash);
    await second.goto(messageUrl(address, typedHash));
    await second
      .getByTestId('message-actions')
      .getByRole('button', { name: 'Sign message' })
      .click();
    await expect(second.getByTestId('flow-result')).toContainText('sent to the gateway');
    const typed = await answerJson<{ messageHash: string; signature: string }>(
      app,
      'signTypedMessage',
    );
    expect(typed.messageHash).toBe(typedHash);
    expect(typed.signature).toMatch(/^0x[0-9a-f]+$/);
    await second.context().close();
    await page.context().close();
  });

  test('the list spans both origins; the DOMAIN_ALLOWLIST batch builder proposes a batch', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { address, owners } = await newSafe(2);
    const { chainId, gatewayUrl, appsUrl } = devnetInfo();
    const page = await ownerPage(browser, owners[0]!);
    await page.goto(`/apps?safe=${encodeURIComponent(safeParam(address))}`);
    const cards = page.getByTestId('safe-app-card');
    for (const name of [
      'Devnet Transaction Builder',
      'Devnet Message Signer',
      'Safe Apps Conformance',
      'Devnet Batch Builder',
      'Countersign',
    ]) {
      await expect(cards.filter({ hasText: name }).first()).toBeVisible();
    }
    const builderLink = cards
      .filter({ hasText: 'Devnet Batch Builder' })
      .getByRole('link', { name: 'Devnet Batch Builder' });
    expect(decodeURIComponent((await builderLink.getAttribute('href')) ?? '')).toContain(
      `appUrl=${appsUrl}/batch-builder`,
    );
    expect(new URL(appsUrl).origin).not.toBe(new URL(gatewayUrl).origin);
    await builderLink.click();

    // Framed by the one origin its allow-list (and its frame-ancestors CSP) names.
    const app = page.frameLocator('iframe[data-testid="safe-app-frame"]');
    await expect(app.getByTestId('safe')).toHaveText(`Safe ${address} on chain ${chainId}`, {
      timeout: 30_000,
    });
    const recipient = Wallet.createRandom().address;
    await app.getByTestId('input-to').fill(recipient);
    await app.getByTestId('input-value').fill('0.001');
    await app.getByTestId('add-call').click();
    await app.getByTestId('add-call').click();
    await expect(app.getByTestId('batch-call')).toHaveCount(2);
    await app.getByTestId('send-batch').click();
    const propose = page.getByRole('button', { name: 'Sign and propose' });
    await expect(propose).toBeEnabled({ timeout: 60_000 });
    // The review names the app and its origin.
    await expect(page.getByTestId('review-origin')).toContainText('Devnet Batch Builder');
    await expect(page.getByTestId('review-origin')).toContainText(appsUrl);
    const reviewed = (await page.getByTestId('new-tx-hash').textContent())!.trim();
    await propose.click();
    await expect(app.getByTestId('answer-send')).toContainText(reviewed, { timeout: 30_000 });
    const details = (await gatewayJson(`/v1/chains/${chainId}/transactions/${reviewed}`)).body as {
      txInfo: { type: string; methodName?: string };
    };
    // Two calls, one Safe transaction: batched through MultiSendCallOnly.
    expect(details.txInfo).toMatchObject({ type: 'Custom', methodName: 'multiSend' });
    await page.context().close();
  });
});
