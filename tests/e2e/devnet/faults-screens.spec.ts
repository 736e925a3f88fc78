// Every main screen under every gateway fault (a fault proxy in front of the devnet gateway, the
// app pointed at it in Settings): the data on screen stays, a failed refresh says so and offers
// "Try again", nothing is logged as an unhandled error, and no URL is asked more often than the
// retry policy allows. One browser context for the whole file: the screens are loaded healthy
// once, then every fault is planted in turn and the screen opened again.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo } from '../support/devnet';
import {
  FAULTS,
  faultName,
  startFaultProxy,
  type Fault,
  type FaultProxy,
} from '../support/fault-proxy';
import { SCREENS, collectErrors, detailsScreen, useGateway, type Screen } from '../support/faults';
import { gatewayJson } from '../support/signing';

// Exercises the service worker, which the devnet projects block unless a spec asks for it.
test.use({ serviceWorkers: 'allow' });

/** One request plus the query client's two retries (src/query/client.ts, maxRetries = 2). */
const MAX_TRIES = 3;
/**
 * The fault window watched for a retry loop: longer than the client's whole back-off (1 s + 2 s)
 * plus the worker's 4 s wait for the network, shorter than the 15 s Safe-info poll.
 */
const FAULT_WINDOW_MS = 8_000;

/**
 * How often one URL may be asked within the window: each try once, plus one poll of the Safe info.
 * A 429 asking to wait longer than the window is not asked again once it answered
 * (src/gateway/cooldown.ts); two readers of one transaction may ask at the same moment, before
 * that first answer. On a reset
 * connection Chromium itself sends the request once more (seen as pairs 5-10 ms apart).
 */
const boundFor = (fault: Fault) => {
  if (fault.kind === 'rate-limit') return 2;
  return (fault.kind === 'reset' ? 2 : 1) * MAX_TRIES + 1;
};

let proxy: FaultProxy;
let context: BrowserContext;
let page: Page;
let log: { errors: string[] };

test.beforeAll(async ({ browser }) => {
  proxy = await startFaultProxy(devnetInfo().gatewayUrl);
  context = await browser.newContext();
  page = await context.newPage();
  log = collectErrors(page);
  await useGateway(page, proxy.url);
});

test.afterAll(async () => {
  await context?.close();
  await proxy?.close();
});

test.afterEach(() => {
  proxy.heal();
});

/** Whether the app must report the fault (a slow body is only slow; the worker masks the rest). */
const reported = (fault: Fault) =>
  fault.kind === 'status' ||
  fault.kind === 'rate-limit' ||
  fault.kind === 'malformed' ||
  fault.kind === 'truncated' ||
  fault.kind === 'wrong-shape';

/**
 * The faults watched for a retry loop: one of each way the client meets a failure (a retried
 * status, a Retry-After, a timeout, a network error, a body it cannot read, a body of the wrong
 * shape). The other statuses and the truncated body take the same paths (8 s saved for each).
 */
const LOOP_WATCHED = new Set([
  'status 503',
  'rate-limit',
  'hang',
  'reset',
  'malformed',
  'wrong-shape',
]);

/** The largest number of requests any one URL got since the counts were last cleared. */
const busiestUrl = () => Math.max(0, ...proxy.counts.values());

async function goOver(screen: Screen, { watchLoop = false } = {}) {
  for (const fault of FAULTS) {
    await test.step(faultName(fault), async () => {
      proxy.heal();
      await page.goto(screen.path());
      await expect(screen.ready(page)).toBeVisible();
      // The healthy page is closed, and what it still asked for answered, before the fault and
      // the count start: on a busy machine its refresh (shown data comes from the saved cache
      // first) left after the count was cleared, met the fault and retried before the next page
      // replaced it, so its tries were counted with the next page's.
      await page.goto('about:blank');
      await expect.poll(() => proxy.inFlight).toBe(0);
      proxy.counts.clear();
      proxy.fault = fault;
      await page.goto(screen.path());
      await expect(screen.ready(page), 'the data on screen stays').toBeVisible();
      if (reported(fault) && screen.reportsRefresh !== false) {
        await expect(
          page.getByRole('button', { name: 'Try again' }).first(),
          'the failure is shown with a retry',
        ).toBeVisible({ timeout: 15_000 });
        expect(busiestUrl(), JSON.stringify([...proxy.counts])).toBeLessThanOrEqual(MAX_TRIES + 1);
      }
      if (watchLoop && LOOP_WATCHED.has(faultName(fault))) {
        // A fixed window by design: a loop shows only as requests that keep coming.
        await page.waitForTimeout(FAULT_WINDOW_MS);
        expect(busiestUrl(), JSON.stringify([...proxy.counts])).toBeLessThanOrEqual(
          boundFor(fault),
        );
      }
      expect(log.errors, 'no unhandled errors').toEqual([]);
    });
  }
}

for (const screen of SCREENS) {
  test(`${screen.name}: keeps its data ${screen.reportsRefresh === false ? 'under' : 'and reports'} every gateway fault`, async () => {
    test.setTimeout(180_000);
    await goOver(screen, { watchLoop: screen.name === 'queue' });
  });
}

test('transaction details: keeps its data and reports every gateway fault', async () => {
  test.setTimeout(180_000);
  const { chainId, safes } = devnetInfo();
  const queued = await gatewayJson(
    `/v1/chains/${chainId}/safes/${safes.main.address}/transactions/queued`,
  );
  const id = (queued.body as { results: { transaction?: { id: string } }[] }).results.find(
    (r) => r.transaction,
  )?.transaction?.id;
  expect(id).toBeTruthy();
  await goOver(detailsScreen(id!));
});
