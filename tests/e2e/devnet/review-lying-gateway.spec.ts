// The review against a gateway that lies: a test-only proxy in front of the devnet gateway adds
// an owner, lowers the threshold and credits a confirmation to an owner who never signed. The
// details screen shows the mismatch (read from the chain over JSON-RPC), marks the forged row and
// blocks signing; Home marks the disagreement. Through an honest proxy nothing is raised.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo, safeParam } from '../support/devnet';
import { startLyingGateway, type LyingGateway } from '../support/lying-gateway';

type Json = Record<string, unknown>;

let proxy: LyingGateway;
test.beforeAll(async () => {
  proxy = await startLyingGateway(devnetInfo().gatewayUrl);
});
test.afterAll(async () => {
  await proxy?.close();
});

/** The id of the main Safe's ready-to-execute transaction and its confirmation signers. */
async function readyTransaction(page: Page): Promise<string> {
  const { gatewayUrl, chainId, safes } = devnetInfo();
  const response = await page.request.get(
    `${gatewayUrl}/v1/chains/${chainId}/safes/${safes.main.address}/transactions/queued`,
  );
  const body = (await response.json()) as {
    results: { transaction?: { id: string; txStatus: string } }[];
  };
  const id = body.results.find((r) => r.transaction?.txStatus === 'AWAITING_EXECUTION')?.transaction
    ?.id;
  expect(id).toBeTruthy();
  return id!;
}

/** Points the app at the proxy through Settings (a fresh context per test: its own IndexedDB). */
async function useProxy(page: Page) {
  const { safes } = devnetInfo();
  await page.goto(`/settings/setup?safe=${safeParam(safes.main.address)}`);
  await page.getByLabel('Gateway address').fill(proxy.url);
  await page.getByRole('button', { name: 'Save gateway' }).click();
  await expect(page.getByTestId('gateway-in-use')).toHaveText(proxy.url);
}

function lie() {
  const { safes, owners } = devnetInfo();
  const safeInfoPath = new RegExp(`^/v1/chains/\\d+/safes/${safes.main.address}$`, 'i');
  proxy.rewrite = (path, body) => {
    if (safeInfoPath.test(path)) {
      const info = body as Json & { owners: Json[] };
      return {
        ...info,
        threshold: 1,
        owners: [...info.owners, { value: owners[5], name: null, logoUri: null }],
      };
    }
    if (/^\/v1\/chains\/\d+\/transactions\/multisig_/.test(path)) {
      const details = body as Json & {
        detailedExecutionInfo: { confirmations: { signer: Json }[] };
      };
      // The second signature is credited to the main Safe's third owner, who never signed.
      const [, second] = details.detailedExecutionInfo.confirmations;
      if (second) second.signer = { value: safes.main.owners[2], name: null, logoUri: null };
      return details;
    }
    return body;
  };
}

test.describe('review against a lying gateway', () => {
  test.afterEach(() => {
    proxy.rewrite = (_path, body) => body;
  });

  test('shows the mismatch, marks the forged confirmation and blocks signing', async ({ page }) => {
    const id = await readyTransaction(page);
    lie();
    await useProxy(page);
    await page.goto(`/transactions/tx?safe=${safeParam(devnetInfo().safes.main.address)}&id=${id}`);
    const panel = page.getByRole('region', { name: 'Verification' });
    await expect(panel.locator('[data-verdict="mismatch"]')).toBeVisible();
    await expect(panel.locator('[data-code="THRESHOLD_MISMATCH"]')).toContainText(
      'The gateway says the threshold is 1; the chain says 2',
    );
    await expect(panel.locator('[data-code="OWNERS_MISMATCH"]')).toContainText(
      `${devnetInfo().owners[5]} is not an owner on chain`,
    );
    await expect(panel.locator('[data-code="CONFIRMATION_SIGNER_MISMATCH"]')).toBeVisible();
    await expect(page.getByTestId('signing-gate')).toHaveAttribute('data-status', 'blocked');
    await expect(page.getByTestId('signing-gate')).toContainText('Do not sign');
    const confirmations = page.getByRole('region', { name: 'Confirmations' });
    await expect(confirmations.locator('[data-status="forged"]')).toContainText('Forged');
    await expect(page.getByTestId('confirmation-count')).toContainText('1 of 2 confirmations');
    await expect(page.getByTestId('confirmation-count')).not.toContainText('enough to execute');

    await page.goto(`/home?safe=${safeParam(devnetInfo().safes.main.address)}`);
    await expect(page.getByTestId('chain-disagreement')).toContainText(
      'The gateway says the threshold is 1; the chain says 2',
    );
    await expect(page.getByTestId('chain-threshold')).toHaveText('2 of 3');

    // The queue repeats the verdict on every row, not the gateway's summary alone.
    await page.goto(`/transactions/queue?safe=${safeParam(devnetInfo().safes.main.address)}`);
    const verdicts = page.locator('[data-row-verdict]');
    await expect(verdicts.first()).toBeVisible();
    await expect(page.locator('[data-row-verdict="mismatch"]').first()).toContainText(
      'Mismatch — do not sign',
    );
    await expect(page.locator('[data-row-verdict="verified"]')).toHaveCount(0);
  });

  test('an honest proxy raises no warning and allows signing', async ({ page }) => {
    const id = await readyTransaction(page);
    await useProxy(page);
    await page.goto(`/transactions/tx?safe=${safeParam(devnetInfo().safes.main.address)}&id=${id}`);
    const panel = page.getByRole('region', { name: 'Verification' });
    await expect(panel.locator('[data-verdict="verified"]')).toBeVisible();
    await expect(page.getByTestId('signing-gate')).toHaveAttribute('data-status', 'ok');
    await expect(panel.locator('[data-code]')).toHaveCount(0);
    await expect(page.getByTestId('chain-rpc')).toContainText(
      devnetInfo().rpcUrl.replace(/\/$/, ''),
    );
    await expect(page.getByTestId('confirmation-count')).toHaveText(
      '2 of 2 confirmations — enough to execute',
    );
    await page.goto(`/home?safe=${safeParam(devnetInfo().safes.main.address)}`);
    await expect(page.getByTestId('chain-agreement')).toBeVisible();

    await page.goto(`/transactions/queue?safe=${safeParam(devnetInfo().safes.main.address)}`);
    await expect(page.locator('[data-row-verdict]').first()).toBeVisible();
    await expect(page.locator('[data-row-verdict="verified"]').first()).toContainText(
      'Checked on this device',
    );
    await expect(page.locator('[data-row-verdict="mismatch"]')).toHaveCount(0);
  });
});

test('the RPC for the chain is the user’s choice, validated, and the review says which answered', async ({
  page,
}) => {
  const { safes, rpcUrl } = devnetInfo();
  const id = await readyTransaction(page);
  await page.goto(`/settings/setup?safe=${safeParam(safes.main.address)}`);
  await expect(page.getByRole('heading', { name: 'RPC for Devnet' })).toBeVisible();
  await expect(page.getByTestId('rpc-in-use')).toHaveText(new URL(rpcUrl).href);
  await expect(page.locator('p', { has: page.getByTestId('rpc-in-use') })).toContainText(
    '(the app’s default for this chain)',
  );
  const field = page.getByLabel('RPC address for Devnet');
  await field.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save RPC' }).click();
  await expect(page.getByRole('alert')).toContainText('Only http:// and https://');
  // The same node under another spelling: chosen by the user, so the screens say "your RPC".
  const custom = `${new URL(rpcUrl).origin}/?chosen=1`;
  await field.fill(custom);
  await page.getByRole('button', { name: 'Save RPC' }).click();
  await expect(page.getByText('RPC saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('rpc-in-use')).toHaveText(new URL(custom).href);
  await page.goto(`/transactions/tx?safe=${safeParam(safes.main.address)}&id=${id}`);
  await expect(page.getByTestId('chain-rpc')).toContainText(`via your RPC ${new URL(custom).href}`);
  await expect(page.getByTestId('signing-gate')).toHaveAttribute('data-status', 'ok');
});

// Apart from the test above: together they were six page loads and a cut-off RPC read in one 30 s
// test, which ran 32 s in a CI run.
test('an RPC of the user’s that does not answer blocks signing with its address', async ({
  page,
}) => {
  const { safes } = devnetInfo();
  const id = await readyTransaction(page);
  await page.goto(`/settings/setup?safe=${safeParam(safes.main.address)}`);
  await page.getByLabel('RPC address for Devnet').fill('http://127.0.0.1:9/');
  await page.getByRole('button', { name: 'Save RPC' }).click();
  await expect(page.getByText('RPC saved.')).toBeVisible();
  await page.goto(`/transactions/tx?safe=${safeParam(safes.main.address)}&id=${id}`);
  await expect(page.getByTestId('signing-gate')).toHaveAttribute('data-status', 'blocked', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('signing-gate')).toContainText('http://127.0.0.1:9/');
});
