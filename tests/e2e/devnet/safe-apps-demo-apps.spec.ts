// The devnet's second-origin demo apps on their own (the host's spec is safe-apps-conformance):
// they load under their CSP (no inline script), every conformance button reports the client's
// error outside a host, and the batch builder — framed by a stub host on the Countersign origin,
// the one its DOMAIN_ALLOWLIST names — composes raw and ABI calls, exports Transaction Builder
// JSON with its checksum, imports it back (a changed file is flagged), and sends the batch.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { Interface, Wallet } from 'ethers';
import { DEVNET_E2E } from '../support/devnet-ports';
import { devnetInfo } from '../support/devnet';

const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`;

/** Collects CSP violations the page reports (an inline script or style would be one). */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

// A stand-in host on the Countersign origin: a real page of it (so the browser sees a loopback
// page framing a loopback app) turned into a host that answers getSafeInfo and sendTransactions
// with canned data in the Safe Apps wire format and keeps what the app sent.
async function openInStubHost(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${DEVNET_E2E.appUrl}/offline.html`);
  await page.evaluate(
    ({ url, safeAddress, safeTxHash }) => {
      const sent: unknown[] = [];
      (window as unknown as { sent: unknown[] }).sent = sent;
      const frame = document.createElement('iframe');
      frame.src = url;
      frame.width = '800';
      frame.height = '1400';
      document.body.replaceChildren(frame);
      const answers: Record<string, unknown> = {
        getSafeInfo: {
          safeAddress,
          chainId: 31337,
          threshold: 1,
          owners: [],
          isReadOnly: false,
          nonce: 0,
          implementation: '',
          modules: null,
          fallbackHandler: null,
          guard: null,
          version: '1.4.1',
        },
        sendTransactions: { safeTxHash },
      };
      window.addEventListener('message', (event) => {
        if (event.source !== frame.contentWindow) return;
        const request = event.data as { id: string; method: string };
        sent.push(request);
        frame.contentWindow?.postMessage(
          { id: request.id, success: true, data: answers[request.method], version: '9.1.0' },
          event.origin,
        );
      });
    },
    { url: appUrl, safeAddress: SAFE, safeTxHash: SAFE_TX_HASH },
  );
}

test('the conformance app loads under its CSP and reports every call outside a host', async ({
  page,
}) => {
  const violations = cspViolations(page);
  await page.goto(`${devnetInfo().appsUrl}/conformance`);
  await expect(page.getByRole('heading', { name: 'Safe Apps Conformance' })).toBeVisible();
  const buttons = page.locator('button[data-method]');
  const methods = await buttons.evaluateAll((all) =>
    all.map((button) => (button as HTMLButtonElement).dataset.method ?? ''),
  );
  expect(methods).toEqual([
    'getSafeInfo',
    'getChainInfo',
    'getEnvironmentInfo',
    'getSafeBalances',
    'rpcCall',
    'rpcCallRefused',
    'wallet_getPermissions',
    'wallet_requestPermissions',
    'requestAddressBook',
    'sendTransactions',
    'getTxBySafeTxHash',
    'signMessage',
    'signTypedMessage',
    'getOffChainSignature',
    'isMessageSigned',
  ]);
  for (const method of methods) {
    await page.getByTestId(`call-${method}`).click();
    const answer = page.getByTestId(`answer-${method}`);
    if (method === 'isMessageSigned') {
      // Any failure of the EIP-1271 check is `false`, as in the public SDK.
      await expect(answer).toHaveText('false');
      continue;
    }
    await expect(answer).toHaveAttribute('data-state', 'error');
    await expect(answer).toContainText(/not inside a Safe host|is invalid|Invalid|rejected/);
  }
  // Checks that need no host fail before anything is posted (the client's §5 rules).
  await expect(page.getByTestId('answer-getTxBySafeTxHash')).toHaveText(
    'Error: Invalid safeTxHash',
  );
  expect(violations).toEqual([]);
});

test('the batch builder composes, exports, imports and sends a Transaction Builder batch', async ({
  page,
}) => {
  const violations = cspViolations(page);
  await openInStubHost(page, `${devnetInfo().appsUrl}/batch-builder`);
  const app = page.frameLocator('iframe');
  await expect(app.getByTestId('safe')).toHaveText(`Safe ${SAFE} on chain 31337`);
  await expect(app.getByTestId('batch-empty')).toBeVisible();

  // A raw transfer of 0.5 ETH.
  const recipient = Wallet.createRandom().address;
  await app.getByTestId('input-to').fill(recipient);
  await app.getByTestId('input-value').fill('0.5');
  await app.getByTestId('add-call').click();
  // A method of a pasted ABI.
  const token = Wallet.createRandom().address;
  const abi = JSON.stringify([
    {
      type: 'function',
      name: 'transfer',
      stateMutability: 'nonpayable',
      inputs: [
        { name: 'to', type: 'address' },
        { name: 'amount', type: 'uint256' },
      ],
      outputs: [{ name: '', type: 'bool' }],
    },
  ]);
  await app.getByTestId('input-to').fill(token);
  await app.getByTestId('input-value').fill('0');
  await app.getByTestId('input-abi').fill(abi);
  await app.getByTestId('input-method').selectOption({ label: 'transfer(address,uint256)' });
  await app.getByTestId('input-arg-0').fill(recipient);
  await app.getByTestId('input-arg-1').fill('12');
  await app.getByTestId('add-call').click();
  // A wrong address is refused with a sentence.
  await app.getByTestId('input-to').fill('0x1234');
  await app.getByTestId('add-call').click();
  await expect(app.getByTestId('compose-error')).toContainText('Enter the address to call');
  await expect(app.getByTestId('batch-call')).toHaveCount(2);

  await app.getByTestId('export-json').click();
  await expect(app.getByTestId('json-status')).toContainText('Exported 2 calls');
  const exported = JSON.parse(await app.getByTestId('batch-json').inputValue()) as {
    version: string;
    chainId: string;
    meta: { checksum: string; createdFromSafeAddress: string };
    transactions: { to: string; value: string; data: string | null }[];
  };
  const transferData = new Interface(abi).encodeFunctionData('transfer', [recipient, 12n]);
  expect(exported).toMatchObject({
    version: '1.0',
    chainId: '31337',
    meta: { createdFromSafeAddress: SAFE, checksum: expect.stringMatching(/^0x[0-9a-f]{64}$/) },
    transactions: [
      { to: recipient, value: '500000000000000000', data: null },
      { to: token, value: '0', data: transferData },
    ],
  });

  // Back in: the checksum holds; a changed file is flagged.
  await app.getByTestId('clear-batch').click();
  await expect(app.getByTestId('batch-call')).toHaveCount(0);
  await app.getByTestId('import-json').click();
  await expect(app.getByTestId('json-status')).toHaveText('Imported 2 calls (checksum valid).');
  await expect(app.getByTestId('batch-call')).toHaveCount(2);
  const changed = JSON.stringify({
    ...exported,
    transactions: [{ ...exported.transactions[0], value: '1' }, exported.transactions[1]],
  });
  await app.getByTestId('batch-json').fill(changed);
  await app.getByTestId('import-json').click();
  await expect(app.getByTestId('json-status')).toContainText('checksum does NOT match');
  await expect(app.getByTestId('batch-call')).toHaveCount(4);
  await app.getByTestId('batch-call').nth(3).getByRole('button').click();
  await app.getByTestId('batch-call').nth(2).getByRole('button').click();

  await app.getByTestId('send-batch').click();
  await expect(app.getByTestId('answer-send')).toContainText(SAFE_TX_HASH);
  const sent = (await page.evaluate('window.sent')) as { method: string; params: unknown }[];
  expect(sent.find((request) => request.method === 'sendTransactions')?.params).toEqual({
    txs: [
      { to: recipient, value: '500000000000000000', data: '0x' },
      { to: token, value: '0', data: transferData },
    ],
  });
  expect(violations).toEqual([]);
});
