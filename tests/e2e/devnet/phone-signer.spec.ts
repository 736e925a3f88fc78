// The phone signer (issue 18): a push that says what is asked ("Send 0.5 ETH to Alice — Main
// treasury, 1 of 2"), a tap that lands on the details with Confirm in view without scrolling (at
// 360×780 and at 1366×900), and the wallet asked within three taps; the decision reachable by
// keyboard in a few Tab stops, focus kept on it after Confirm and the result read from a live region
// that existed before; axe finds nothing on the details page and the new-transaction review.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { test } from '../support/test';
import { Wallet, type HDNodeWallet } from 'ethers';
import { waitForController } from '../support/app';
import { writeAppStore } from '../support/appDatabase';
import { devnetInfo, safeParam } from '../support/devnet';
import { DEVNET_E2E } from '../support/devnet-ports';
import { newTxUrl } from '../support/new-tx';
import { pushDelivery, waitForNotification, workerHook } from '../support/push';
import { newSafe, txUrl } from '../support/signing';
import { connectFromHeader, expectWalletRestored } from '../support/wallet';
import { signingRequests, spyOnWallet } from '../support/wallet-spy';

// Exercises the service worker, which the devnet projects block unless a spec asks for it.
test.use({ serviceWorkers: 'allow' });

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1366, height: 900 };

/** An owner's page (wallet spied and connected) at `viewport`, the Safe opened once. */
async function ownerAt(
  browser: Browser,
  owner: HDNodeWallet,
  safe: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const phone = viewport.width <= 600;
  const context = await browser.newContext({
    permissions: ['notifications'],
    viewport,
    hasTouch: phone,
    isMobile: phone,
  });
  await spyOnWallet(context);
  const page = await context.newPage();
  await page.goto('/welcome');
  await connectFromHeader(page, owner.address);
  await page.goto(`/home?safe=${encodeURIComponent(safeParam(safe))}`);
  await expect(page.getByTestId('queued-count')).toBeVisible();
  await waitForController(page);
  return page;
}

/** Turns the Safe's notifications on in Settings (one personal_sign). */
async function turnOn(page: Page): Promise<void> {
  await page.goto('/settings/notifications');
  await expectWalletRestored(page);
  await page
    .getByTestId('push-safe')
    .getByRole('checkbox', { name: 'Notifications for this Safe' })
    .click();
  await expect(page.getByTestId('push-feedback')).toHaveText('Notifications are on for this Safe.');
}

/** Names in this device's address book (the store the worker reads too). */
async function nameAddresses(page: Page, entries: { address: string; name: string }[]) {
  const chainId = devnetInfo().chainId;
  await writeAppStore(
    page,
    'addressBook',
    entries.map((entry) => ({ value: { chainId, ...entry } })),
  );
}

/** Whether the whole of `target` is inside the viewport and the topmost thing at its centre. */
async function inViewUncovered(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const viewport = page.viewportSize()!;
  if (!box) return false;
  if (box.y < 0 || box.x < 0) return false;
  if (box.y + box.height > viewport.height || box.x + box.width > viewport.width) return false;
  return target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return top !== null && element.contains(top);
  });
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  // Kept on disk beside the test's other output, and attached for the report.
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** A proposal by the first owner to Alice, and its push delivered to `page`; returns the tag. */
async function pushedProposal(page: Page, value: bigint, nonce: number) {
  const { address, owners, client, safe, alice } = setup;
  const { chainId } = devnetInfo();
  const safeTxHash = await client.propose(safe, { to: alice, value }, nonce, [owners[0]!]);
  const push = await pushDelivery(page.context(), DEVNET_E2E.appUrl);
  await push.deliver({
    data: { type: 'CONFIRMATION_REQUEST', chainId, address, safeTxHash },
    from: '123456789012',
    fcmMessageId: crypto.randomUUID(),
  });
  await push.close();
  const tag = `${chainId}:${address.toLowerCase()}:${safeTxHash.toLowerCase()}`;
  const shown = await waitForNotification(page, tag);
  return { tag, safeTxHash, body: shown.body };
}

let setup: Awaited<ReturnType<typeof newSafe>> & { alice: string };

test.beforeAll(async () => {
  setup = { ...(await newSafe(2)), alice: Wallet.createRandom().address };
});

test('push → Confirm in view → wallet asked: three taps at 360×780, announced and focused', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { address, owners, alice } = setup;
  const page = await ownerAt(browser, owners[1]!, address, PHONE);
  await turnOn(page);
  await nameAddresses(page, [
    { address, name: 'Main treasury' },
    { address: alice, name: 'Alice' },
  ]);
  // The page read its address book before the names were written behind its back.
  await page.reload();
  await waitForController(page);
  let taps = 0;

  const { tag, body } = await pushedProposal(page, 5n * 10n ** 17n, 0);
  expect(body).toBe('Send 0.5 ETH to Alice — Main treasury, 1 of 2');

  // Tap 1: the notification (its click handler, through the test-build hook).
  expect(await workerHook(page, { type: 'TEST:notification-click', tag })).toBe('focused');
  taps += 1;
  await expect(page).toHaveURL((url) => url.pathname === '/transactions/tx');

  // Confirm is in view and on top (above the bottom navigation) without any scroll.
  const bar = page.getByTestId('action-bar');
  const confirm = bar.getByRole('button', { name: 'Confirm', exact: true });
  await expect(confirm).toBeEnabled({ timeout: 30_000 });
  expect(await inViewUncovered(page, confirm)).toBe(true);
  await expect(confirm).toHaveClass(/\bprimary\b/);
  // The details say it with the same names as the push.
  await expect(page.locator('.details-summary')).toContainText('Send 0.5 ETH to Alice');
  // Decision first: what is sent comes before the verdict, the verdict before the buttons.
  const order = await page.evaluate(() => {
    const y = (selector: string) =>
      document.querySelector(selector)?.getBoundingClientRect().top ?? -1;
    return {
      summary: y('.details-summary'),
      verdict: y('[data-testid="decision-verdict"]'),
      verification: y('#verification-title'),
    };
  });
  expect(order.summary).toBeLessThan(order.verdict);
  expect(order.verdict).toBeLessThan(order.verification);
  await attachScreenshot(page, testInfo, 'details-360x780');
  await expectNoAxeViolations(page);

  // The live region the result is read from exists before Confirm.
  const live = page.getByTestId('flow-status').getByRole('status');
  await expect(live).toHaveCount(1);
  await live.evaluate((node) => {
    (window as unknown as { __liveBefore: Element }).__liveBefore = node;
  });
  const before = (await signingRequests(page)).length;
  // The hardware-wallet screen is inline on the page before Confirm (no extra tap or dialog).
  const device = page.locator('[data-testid="hardware-screen"][data-kind="typed-data"]');
  await expect(device).toHaveCount(1);
  await expect(device.getByTestId('hw-domain-hash')).toHaveText(/^0x[0-9A-F]{64}$/);
  await expect(device.getByTestId('hw-message-hash')).toHaveText(/^0x[0-9A-F]{64}$/);

  // Tap 2: Confirm. No dangerous warning to tick here; the devnet signer answers at once, where a
  // real wallet's approval would be tap 3.
  await confirm.tap();
  taps += 1;
  await expect
    .poll(async () => (await signingRequests(page)).slice(before))
    .toEqual(['eth_signTypedData_v4']);
  await expect(page.getByTestId('flow-result')).toContainText('sent to the gateway');
  expect(taps).toBeLessThanOrEqual(3);
  expect(
    await live.evaluate(
      (node) => node === (window as unknown as { __liveBefore: Element }).__liveBefore,
    ),
  ).toBe(true);
  // Focus stayed on the decision, never the page body.
  expect(
    await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null),
  ).toBe('flow-status');
});

test('the notification lands with Confirm in view on a 1366×900 desktop too', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { address, owners } = setup;
  const page = await ownerAt(browser, owners[2]!, address, DESKTOP);
  await turnOn(page);
  const { tag, body } = await pushedProposal(page, 10n ** 17n, 1);
  expect(body).toMatch(
    /^Send 0\.1 ETH to 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4} — 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}, 1 of 2$/,
  );
  await workerHook(page, { type: 'TEST:notification-click', tag });
  const confirm = page
    .getByTestId('action-bar')
    .getByRole('button', { name: 'Confirm', exact: true });
  await expect(confirm).toBeEnabled({ timeout: 30_000 });
  expect(await inViewUncovered(page, confirm)).toBe(true);
  await attachScreenshot(page, testInfo, 'details-1366x900');
});

test('keyboard at 360 px: a few Tab stops to the decision, focus never hidden', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { address, owners, client, safe, alice } = setup;
  const safeTxHash = await client.propose(safe, { to: alice, value: 3n }, 2, [owners[0]!]);
  const page = await ownerAt(browser, owners[2]!, address, PHONE);
  await page.goto(txUrl(address, safeTxHash));
  await expect(
    page.getByTestId('action-bar').getByRole('button', { name: 'Confirm', exact: true }),
  ).toBeEnabled({ timeout: 30_000 });
  // From the top: "Skip to main content", then the section's tabs, then "Go to the decision".
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  let stops = 1;
  const skip = page.getByTestId('decision-skip-link');
  while (stops < 10 && !(await skip.evaluate((link) => link === document.activeElement))) {
    await page.keyboard.press('Tab');
    stops += 1;
  }
  expect(stops).toBeLessThanOrEqual(5);
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  const confirm = page
    .getByTestId('action-bar')
    .getByRole('button', { name: 'Confirm', exact: true });
  await expect(confirm).toBeFocused();
  expect(await inViewUncovered(page, confirm)).toBe(true);
  // Every control after it, reached by Tab, is scrolled clear of the bar, header and navigation.
  for (let stop = 0; stop < 6; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    if ((await focused.count()) === 0) break;
    const covered = await focused.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return top === null || !(element.contains(top) || top.contains(element));
    });
    expect(covered, `Tab stop ${stop + 1} is covered`).toBe(false);
  }
});

test('the new-transaction review: Sign and propose in view at 360×780, axe finds nothing', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { address, owners, alice } = setup;
  const page = await ownerAt(browser, owners[0]!, address, PHONE);
  await page.goto(newTxUrl(address, 'send-native'));
  await page.getByLabel('Recipient', { exact: true }).fill(alice);
  await page.getByLabel('Amount (ETH)').fill('0.01');
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  const propose = page.getByRole('button', { name: 'Sign and propose' });
  await expect(propose).toBeEnabled({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await inViewUncovered(page, propose)).toBe(true);
  await attachScreenshot(page, testInfo, 'new-transaction-review-360x780');
  await expectNoAxeViolations(page);
});
