// Nothing typed or queued on this device is lost to a failing gateway: a new-transaction draft,
// an outbox proposal and an address-book entry survive a fault and a reload, and the outbox sends
// once the gateway is back, without hammering it meanwhile. A service-worker update published
// while a signing flow is open never reloads the page.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { readAppStore } from '../support/appDatabase';
import { safeParam } from '../support/devnet';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { collectErrors, useGateway } from '../support/faults';
import { newTxUrl } from '../support/new-tx';
import { gatewayJson, newSafe } from '../support/signing';
import { connectFromHeader } from '../support/wallet';
import { devnetInfo } from '../support/devnet';

// Exercises the service worker, which the devnet projects block unless a spec asks for it.
test.use({ serviceWorkers: 'allow' });

/** The amount field of the drafts stored in the app's database (null when there is none). */
async function storedDraftAmount(page: Page): Promise<string | null> {
  const drafts = await readAppStore<unknown[]>(page, 'drafts', 'values');
  return JSON.stringify(drafts).includes('0.25') ? '0.25' : null;
}

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

test('a draft, an outbox proposal and an address-book entry survive gateway faults and reloads', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { chainId, owners: testOwners } = devnetInfo();
  const { address, owners } = await newSafe(2);
  const log = collectErrors(page);
  const safe = encodeURIComponent(safeParam(address));
  await useGateway(page, proxy.url);
  await connectFromHeader(page, owners[0]!.address);

  // An address-book entry, then the gateway fails every request.
  await page.goto(`/address-book?safe=${safe}`);
  const add = page.getByRole('form', { name: 'Add an entry' });
  await add.getByLabel('Name').fill('Carol');
  await add.getByLabel('Address').fill(testOwners[4]!);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByTestId('address-book')).toContainText('Carol');

  // The form is loaded while the gateway answers, then typed into while it fails.
  const recipient = testOwners[5]!;
  await page.goto(newTxUrl(address, 'send-native'));
  await expect(page.getByLabel('Recipient', { exact: true })).toBeVisible();
  proxy.fault = { kind: 'status', status: 503 };
  await page.getByLabel('Recipient', { exact: true }).fill(recipient);
  await page.getByLabel('Amount (ETH)').fill('0.25');
  // The draft is written after a pause in typing: reload only once it is on the device.
  await expect.poll(() => storedDraftAmount(page)).toBe('0.25');
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByLabel('Recipient', { exact: true })).toHaveValue(recipient);
  await expect(page.getByLabel('Amount (ETH)')).toHaveValue('0.25');

  // The address book is read from this device: the entry is there under the fault.
  await page.goto(`/address-book?safe=${safe}`);
  await expect(page.getByTestId('address-book')).toContainText('Carol');

  // Reviewed while the gateway answers; proposed offline, so it waits in the outbox.
  proxy.heal();
  await page.goto(newTxUrl(address, 'send-native'));
  await expect(page.getByLabel('Amount (ETH)')).toHaveValue('0.25');
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  const propose = page.getByRole('button', { name: 'Sign and propose' });
  await expect(propose).toBeEnabled({ timeout: 30_000 });
  const safeTxHash = (await page.getByTestId('new-tx-hash').textContent())!.trim();

  // A service-worker update while the flow is open: offered, never a reload.
  await page.evaluate(() => Object.assign(window, { e2eMarker: 'signing' }));
  await request.post('/__e2e/sw-suffix', { data: `// e2e update ${Date.now()}` });
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting?.state ?? null;
        }),
      )
      .toBe('installed');
  } finally {
    await request.post('/__e2e/sw-suffix', { data: '' });
  }
  expect(await page.evaluate(() => (window as { e2eMarker?: string }).e2eMarker)).toBe('signing');
  await expect(propose).toBeEnabled();

  // The gateway fails every proposal from before the click: the service worker drains on its own
  // schedule (its Background Sync may fire while the page is emulated offline), so whichever
  // sender tries first meets the fault instead of racing the test.
  proxy.matches = ({ method, path }) => method === 'POST' && path.endsWith('/propose');
  proxy.fault = { kind: 'status', status: 502 };
  await page.context().setOffline(true);
  await propose.click();
  await expect(page.getByTestId('flow-result')).toContainText('saved on this device');
  expect(await page.evaluate(() => (window as { e2eMarker?: string }).e2eMarker)).toBe('signing');

  // Back online, the gateway still fails every proposal: the item stays, also after a reload.
  await page.context().setOffline(false);
  await expect.poll(() => proxy.countOf('/propose')).toBeGreaterThan(0);
  await page.goto(`/outbox?safe=${safe}`);
  await expect(page.getByTestId('outbox-item')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('outbox-item')).toHaveCount(1);
  expect((await gatewayJson(`/v1/chains/${chainId}/transactions/${safeTxHash}`)).status).toBe(404);
  // Each drain (a start, coming online, a reload) tries once: no loop.
  expect(proxy.countOf('/propose')).toBeLessThanOrEqual(6);

  // The gateway is back: the proposal arrives.
  proxy.heal();
  await page.reload();
  await expect
    .poll(
      async () => (await gatewayJson(`/v1/chains/${chainId}/transactions/${safeTxHash}`)).status,
      { timeout: 30_000 },
    )
    .toBe(200);
  expect(log.errors, 'no unhandled errors').toEqual([]);
});
