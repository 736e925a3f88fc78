// Every transaction the app builds goes through the shared review: "Sign on chain" (SignMessageLib)
// and Reject open the review instead of asking the wallet, and Delete asks first. A chain config
// naming another SignMessageLib blocks with both addresses named, and the wallet (the devnet test
// signer, spied on from an init script) is never asked. Each test on a NEW Safe.
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from '../support/test';
import { Wallet, type HDNodeWallet } from 'ethers';
import { calculateSafeMessageHash } from '../../../src/safe';
import { devnetInfo, safeParam } from '../support/devnet';
import { startLyingGateway, type LyingGateway } from '../support/lying-gateway';
import { gatewayJson, messageUrl, newSafe, txUrl } from '../support/signing';
import { signingRequests, spyOnWallet } from '../support/wallet-spy';
import { connectFromHeader } from '../support/wallet';

/** SignMessageLib 1.4.1 at its canonical address (@safe-global/safe-deployments). */
const SIGN_MESSAGE_LIB_141 = '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9';

type Json = Record<string, unknown>;
type Queue = {
  results: {
    type: string;
    transaction?: { id: string; txInfo: Json; executionInfo?: { nonce: number } };
  }[];
};

let proxy: LyingGateway;
test.beforeAll(async () => {
  proxy = await startLyingGateway(devnetInfo().gatewayUrl);
});
test.afterAll(async () => {
  await proxy?.close();
});
test.afterEach(() => {
  proxy.rewrite = (_path, body) => body;
});

/** A page of its own with the wallet spied on and the test signer connected as `owner`. */
async function spiedOwnerPage(browser: Browser, owner: HDNodeWallet): Promise<Page> {
  const context = await browser.newContext();
  await spyOnWallet(context);
  const page = await context.newPage();
  await page.goto('/welcome');
  await connectFromHeader(page, owner.address);
  return page;
}

/** Points the app at the proxy through Settings. */
async function useProxy(page: Page, safe: string) {
  await page.goto(`/settings/setup?safe=${safeParam(safe)}`);
  await page.getByLabel('Gateway address').fill(proxy.url);
  await page.getByRole('button', { name: 'Save gateway' }).click();
  await expect(page.getByTestId('gateway-in-use')).toHaveText(proxy.url);
}

/** A message proposed by the Safe's first owner (1 of 2 signatures). */
async function proposeMessage(
  address: string,
  owner: HDNodeWallet,
  client: Awaited<ReturnType<typeof newSafe>>['client'],
) {
  const { chainId } = devnetInfo();
  const text = `Countersign review-paths e2e ${Date.now()}`;
  const messageHash = calculateSafeMessageHash({
    safeAddress: address,
    chainId: BigInt(chainId),
    version: '1.4.1',
    message: text,
  });
  await client.request('POST', `/v1/chains/${chainId}/safes/${address}/messages`, {
    message: text,
    signature: owner.signingKey.sign(messageHash).serialized,
  });
  return messageHash;
}

const queued = async (address: string) =>
  (
    (await gatewayJson(`/v1/chains/${devnetInfo().chainId}/safes/${address}/transactions/queued`))
      .body as Queue
  ).results.filter((r) => r.type === 'TRANSACTION');

test('a chain config naming another SignMessageLib blocks, naming both; the wallet is never asked', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { address, owners, client } = await newSafe(2);
  const messageHash = await proposeMessage(address, owners[0]!, client);
  const lie = Wallet.createRandom().address;
  proxy.rewrite = (path, body) => {
    const point = (chain: Json) => ({
      ...chain,
      contractAddresses: {
        ...(chain.contractAddresses as Json),
        signMessageLibAddress: lie,
      },
    });
    if (/^\/v1\/chains\/\d+$/.test(path)) return point(body as Json);
    if (/^\/v1\/chains\/?$/.test(path)) {
      const list = body as Json & { results: Json[] };
      return { ...list, results: list.results.map(point) };
    }
    return body;
  };
  const page = await spiedOwnerPage(browser, owners[1]!);
  await useProxy(page, address);
  await page.goto(messageUrl(address, messageHash));
  const signOnChain = page
    .getByTestId('message-actions')
    .getByRole('button', { name: 'Sign on chain instead (SignMessageLib)' });
  await expect(signOnChain).toBeEnabled({ timeout: 30_000 });
  await signOnChain.click();
  const review = page.getByTestId('tx-review');
  await expect(review.getByTestId('review-blocked')).toContainText(
    `The gateway names SignMessageLib ${lie}, not the official ${SIGN_MESSAGE_LIB_141} for Safe 1.4.1`,
  );
  // Whatever else finishes (simulation, chain reads), signing stays closed.
  await expect(review.getByTestId('simulation-status')).not.toHaveAttribute('aria-busy', 'true');
  await expect(review.getByRole('button', { name: 'Sign and propose' })).toBeDisabled();
  await review.getByRole('button', { name: 'Sign and propose' }).click({ force: true });
  expect(await signingRequests(page)).toEqual([]);
  expect(await queued(address)).toHaveLength(0);
});

test('sign on chain: the review shows the official SignMessageLib, the simulation and the nonce; proposed, it is queued', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { address, owners, client } = await newSafe(2);
  const messageHash = await proposeMessage(address, owners[0]!, client);
  const page = await spiedOwnerPage(browser, owners[1]!);
  await page.goto(messageUrl(address, messageHash));
  const signOnChain = page
    .getByTestId('message-actions')
    .getByRole('button', { name: 'Sign on chain instead (SignMessageLib)' });
  await expect(signOnChain).toBeEnabled({ timeout: 30_000 });
  await signOnChain.click();
  const review = page.getByTestId('tx-review');
  await expect(review.getByTestId('new-tx-summary')).toHaveText(
    `Sign message ${messageHash.slice(0, 10)}… on chain through SignMessageLib`,
  );
  await expect(review.getByTestId('review-origin')).toContainText(SIGN_MESSAGE_LIB_141);
  const fields = review.getByTestId('new-tx-fields');
  await expect(fields).toContainText(SIGN_MESSAGE_LIB_141);
  await expect(fields).toContainText('1 (DELEGATECALL)');
  await expect(review.getByTestId('simulation-status')).toContainText('Simulation succeeded.');
  await expect(review.getByLabel('Nonce')).toHaveValue('0');
  await expect(review.getByTestId('new-tx-chain')).toContainText('2 of 3');
  await expect(review.getByTestId('review-blocked')).toHaveCount(0);
  expect(await signingRequests(page)).toEqual([]);

  await review.getByRole('button', { name: 'Sign and propose' }).click();
  await expect(page.getByTestId('flow-result')).toContainText('The transaction was proposed');
  expect(await signingRequests(page)).toEqual(['eth_signTypedData_v4']);
  const queue = await queued(address);
  expect(queue).toHaveLength(1);
  expect(queue[0]!.transaction!.executionInfo!.nonce).toBe(0);

  await page.getByRole('link', { name: 'Open the transaction' }).click();
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await page.goto(`/transactions/queue?safe=${safeParam(address)}`);
  await expect(page.locator('.tx-row')).toHaveCount(1);
});

test('reject: the dialog says what a rejection is; Cancel asks nothing; Continue → review at the fixed nonce → queued', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { address, owners, client, safe } = await newSafe(2);
  const kept = await client.propose(safe, { to: owners[2]!.address, value: 2n }, 0, [owners[0]!]);
  const page = await spiedOwnerPage(browser, owners[1]!);
  await page.goto(txUrl(address, kept));
  const actions = page.getByTestId('tx-actions');
  const reject = actions.getByRole('button', { name: 'Reject' });
  await expect(reject).toBeEnabled({ timeout: 30_000 });

  await reject.click();
  const dialog = page.getByRole('dialog', { name: 'Reject nonce 0?' });
  await expect(dialog).toContainText(
    'A rejection is a new on-chain transaction at the same nonce 0. It needs 2-of-3 confirmations and gas to execute, and once executed it replaces the transaction it rejects.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('tx-review')).toHaveCount(0);
  expect(await signingRequests(page)).toEqual([]);

  await reject.click();
  await page
    .getByRole('dialog', { name: 'Reject nonce 0?' })
    .getByRole('button', { name: 'Continue' })
    .click();
  const review = page.getByTestId('tx-review');
  await expect(
    review.getByRole('heading', { name: 'Review the rejection of nonce 0' }),
  ).toBeVisible();
  await expect(review.getByTestId('review-fixed-nonce')).toContainText(
    'Nonce 0 (fixed): a rejection takes the nonce of the transaction it rejects.',
  );
  const fields = review.getByTestId('new-tx-fields');
  await expect(fields).toContainText(address);
  await expect(fields).toContainText('0 (CALL)');
  await expect(review.getByTestId('simulation-status')).toContainText('Simulation succeeded.');
  expect(await signingRequests(page)).toEqual([]);

  // The review inline on the details screen fits a phone.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);

  await review.getByRole('button', { name: 'Sign and propose' }).click();
  await expect(page.getByTestId('flow-result')).toContainText('The transaction was proposed');
  expect(await signingRequests(page)).toEqual(['eth_signTypedData_v4']);
  // Nonce 0 now holds the transaction and its rejection.
  const queue = await queued(address);
  expect(queue).toHaveLength(2);
  expect(queue.every((r) => r.transaction!.executionInfo!.nonce === 0)).toBe(true);
  await page.goto(`/transactions/queue?safe=${safeParam(address)}`);
  await expect(page.locator('.tx-row', { hasText: 'On-chain rejection' })).toHaveCount(1);
});

test('delete: the dialog says what is lost; confirmed, the signed delete removes it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { address, owners, client, safe } = await newSafe(2);
  const { chainId } = devnetInfo();
  const doomed = await client.propose(safe, { to: owners[2]!.address, value: 1n }, 0, [owners[0]!]);
  const page = await spiedOwnerPage(browser, owners[0]!);
  await page.goto(txUrl(address, doomed));
  const remove = page.getByTestId('tx-actions').getByRole('button', { name: 'Delete' });
  await expect(remove).toBeEnabled({ timeout: 30_000 });

  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete nonce 0?' });
  await expect(dialog).toContainText(
    'Deleting removes this transaction from every owner’s queue. The confirmations collected so far are lost. This cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await signingRequests(page)).toEqual([]);

  await remove.click();
  await page
    .getByRole('dialog', { name: 'Delete nonce 0?' })
    .getByRole('button', { name: 'Delete transaction' })
    .click();
  await expect(page.getByTestId('flow-result')).toContainText('The deletion was sent');
  expect(await signingRequests(page)).toEqual(['eth_signTypedData_v4']);
  expect((await gatewayJson(`/v1/chains/${chainId}/transactions/${doomed}`)).status).toBe(404);
});

test('sign on chain is offered only for a message that is not confirmed yet', async ({ page }) => {
  await page.goto(`/transactions/messages?safe=${safeParam(devnetInfo().safes.main.address)}`);
  await page.locator('.tx-row', { hasText: 'hello from the owners' }).click();
  const actions = page.getByTestId('message-actions');
  await expect(actions.getByRole('button', { name: 'Check the signature on chain' })).toBeVisible();
  await expect(
    actions.getByRole('button', { name: 'Sign on chain instead (SignMessageLib)' }),
  ).toHaveCount(0);
  await page.goBack();
  await page.locator('.tx-row', { hasText: 'Typed data Mail' }).click();
  await expect(
    page
      .getByTestId('message-actions')
      .getByRole('button', { name: 'Sign on chain instead (SignMessageLib)' }),
  ).toBeVisible();
});
