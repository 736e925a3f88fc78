// The gateway names an RPC that lies (a proxy in front of the devnet chain that adds 5 to the
// Safe's nonce) while the app's own shipped RPC for the devnet chain is honest: both are read at
// the same block, the disagreement blocks signing with both sources named, and the wallet is
// never asked. Settings lists the sources in the order the review uses them.
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo, safeParam } from '../support/devnet';
import { startLyingGateway, type LyingGateway } from '../support/lying-gateway';
import { startLyingRpc, type LyingRpc } from '../support/lying-rpc';
import { connectFromHeader } from '../support/wallet';

// nonce() of the Safe.
const NONCE_SELECTOR = '0xaffed0e0';

let gateway: LyingGateway;
let rpc: LyingRpc;
test.beforeAll(async () => {
  rpc = await startLyingRpc(devnetInfo().rpcUrl);
  gateway = await startLyingGateway(devnetInfo().gatewayUrl);
});
test.afterAll(async () => {
  await gateway?.close();
  await rpc?.close();
});

type Json = Record<string, unknown>;

/** The gateway's chain config names the lying RPC (rpcUri and publicRpcUri). */
function gatewayNamesLyingRpc() {
  const named = (chain: Json) => ({
    ...chain,
    rpcUri: { authentication: 'NO_AUTHENTICATION', value: rpc.url },
    publicRpcUri: { authentication: 'NO_AUTHENTICATION', value: rpc.url },
  });
  gateway.rewrite = (path, body) => {
    if (/^\/v1\/chains\/\d+$/.test(path)) return named(body as Json);
    if (/^\/v1\/chains$/.test(path)) {
      const page = body as Json & { results: Json[] };
      return { ...page, results: page.results.map(named) };
    }
    return body;
  };
}

/** The lying RPC adds 5 to every nonce() answer. */
function rpcLiesAboutNonce() {
  rpc.rewrite = ({ method, params }, result) => {
    const data = (params[0] as { data?: string } | undefined)?.data ?? '';
    if (method !== 'eth_call' || !data.startsWith(NONCE_SELECTOR) || typeof result !== 'string') {
      return result;
    }
    return `0x${(BigInt(result) + 5n).toString(16).padStart(64, '0')}`;
  };
}

async function readyTransaction(): Promise<string> {
  const { gatewayUrl, chainId, safes } = devnetInfo();
  const response = await fetch(
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

test('a lying gateway RPC disagrees with the app’s own RPC: blocked, both named, wallet not asked', async ({
  page,
}) => {
  const { safes, rpcUrl } = devnetInfo();
  const shipped = new URL(rpcUrl).href;
  const id = await readyTransaction();
  gatewayNamesLyingRpc();
  rpcLiesAboutNonce();

  await page.goto(`/settings/setup?safe=${safeParam(safes.main.address)}`);
  await page.getByLabel('Gateway address').fill(gateway.url);
  await page.getByRole('button', { name: 'Save gateway' }).click();
  await expect(page.getByTestId('gateway-in-use')).toHaveText(gateway.url);

  // Settings: the app's own default is used, the gateway's RPC is only compared.
  await expect(page.getByTestId('rpc-in-use')).toHaveText(shipped);
  const sources = page.getByTestId('rpc-sources');
  await expect(sources.locator('[data-source-kind="shipped"]')).toContainText(
    'used for the review',
  );
  await expect(sources.locator('[data-source-kind="gateway"]')).toContainText(rpc.url);
  await expect(sources.locator('[data-source-kind="gateway"]')).toContainText(
    'compared only, never trusted alone',
  );

  await page.goto(`/transactions/tx?safe=${safeParam(safes.main.address)}&id=${id}`);
  await connectFromHeader(page, safes.main.owners[0]!);
  const panel = page.getByRole('region', { name: 'Verification' });
  const finding = panel.locator('[data-code="RPC_SOURCES_DISAGREE"]');
  await expect(finding).toContainText('The RPCs disagree on the nonce');
  await expect(finding).toContainText(`the app’s default RPC ${shipped}`);
  await expect(finding).toContainText(`the gateway’s RPC ${rpc.url}`);
  await expect(panel.locator('[data-verdict="mismatch"]')).toBeVisible();
  await expect(
    panel.locator('[data-source-kind="gateway"][data-source-status="disagrees"]'),
  ).toBeVisible();
  await expect(
    panel.locator('[data-source-kind="shipped"][data-source-status="primary"]'),
  ).toBeVisible();
  const gate = page.getByTestId('signing-gate');
  await expect(gate).toHaveAttribute('data-status', 'blocked');
  await expect(gate).toContainText('The RPCs disagree');
  // Nothing offers to sign: the wallet is never asked.
  const actions = page.getByTestId('tx-actions');
  for (const name of ['Execute', 'Reject']) {
    const button = actions.getByRole('button', { name, exact: true });
    if ((await button.count()) > 0) await expect(button).toBeDisabled();
  }
  expect(rpc.requests).toBeGreaterThan(0);

  await page.goto(`/home?safe=${safeParam(safes.main.address)}`);
  await expect(page.getByTestId('chain-disagreement')).toContainText('The RPCs disagree');
  await expect(page.getByTestId('chain-nonce')).toBeVisible();
});

test('an honest gateway RPC agrees at the same block and signing is allowed', async ({ page }) => {
  const { safes } = devnetInfo();
  const id = await readyTransaction();
  gatewayNamesLyingRpc();
  rpc.rewrite = (_call, result) => result;
  await page.goto(`/settings/setup?safe=${safeParam(safes.main.address)}`);
  await page.getByLabel('Gateway address').fill(gateway.url);
  await page.getByRole('button', { name: 'Save gateway' }).click();
  await expect(page.getByTestId('gateway-in-use')).toHaveText(gateway.url);
  await page.goto(`/transactions/tx?safe=${safeParam(safes.main.address)}&id=${id}`);
  const panel = page.getByRole('region', { name: 'Verification' });
  await expect(
    panel.locator('[data-source-kind="gateway"][data-source-status="agrees"]'),
  ).toBeVisible();
  await expect(page.getByTestId('signing-gate')).toHaveAttribute('data-status', 'ok');
});
