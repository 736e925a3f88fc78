// Offline start: load the read screens online in a real profile, close the browser, reopen it with
// the network off, and every screen renders from this device's saved copy with "As of" and the
// offline banner (service worker + per-query IndexedDB persistence, end to end).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type BrowserContext } from '@playwright/test';
import { test } from '../support/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { devnetInfo, safeParam } from '../support/devnet';
import { waitForController } from '../support/app';
import { offlineStart } from '../support/offline';

// Exercises the service worker, which the devnet projects block unless a spec asks for it.
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ timeout: 120_000 });

test('queue, history, messages, details and address book render offline from the saved copy', async ({
  playwright,
  baseURL,
}) => {
  const { gatewayUrl, chainId, safes } = devnetInfo();
  const safe = safeParam(safes.main.address);
  const queued = (await (
    await fetch(
      `${gatewayUrl}/v1/chains/${chainId}/safes/${safes.main.address}/transactions/queued`,
    )
  ).json()) as { results: { type: string; transaction?: { id: string } }[] };
  const txId = queued.results.find((item) => item.transaction)?.transaction?.id;
  expect(txId).toBeTruthy();
  const messages = (await (
    await fetch(`${gatewayUrl}/v1/chains/${chainId}/safes/${safes.main.address}/messages`)
  ).json()) as { results: { type: string; messageHash?: string }[] };
  const messageHash = messages.results.find((item) => item.messageHash)?.messageHash;
  expect(messageHash).toBeTruthy();

  const screens = [
    { path: `/transactions/queue?safe=${safe}`, expectText: 'On-chain rejection' },
    { path: `/transactions/history?safe=${safe}`, expectText: 'Sent 1,000,000 TST' },
    { path: `/transactions/messages?safe=${safe}`, expectText: 'hello from the owners' },
    { path: `/transactions/tx?safe=${safe}&id=${txId}`, expectText: 'Send 0.5 ETH' },
    {
      path: `/transactions/msg?safe=${safe}&messageHash=${messageHash}`,
      expectText: 'Message hash',
    },
  ];

  const profile = await mkdtemp(join(tmpdir(), 'countersign-offline-'));
  const open = () =>
    playwright.chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL });
  let context: BrowserContext | null = null;
  try {
    context = await open();
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(screens[0]!.path);
    await waitForController(page);
    for (const screen of screens) {
      await page.goto(screen.path);
      // No waiting here: the first save of a query is written promptly, and leaving the page
      // (the next goto, closing the browser) flushes what is still pending.
      await expect(page.getByText(screen.expectText).first()).toBeVisible();
    }
    await page.goto(`/address-book?safe=${safe}`);
    await expect(page.getByRole('heading', { name: 'Address book', level: 1 })).toBeVisible();
    await context.close();

    context = await open();
    const { page: offline, goto } = await offlineStart(context);
    for (const screen of screens) {
      await goto(screen.path);
      await expect(offline.getByText(screen.expectText).first()).toBeVisible({ timeout: 15_000 });
      await expect(offline.getByText('You are offline.')).toBeVisible();
      await expect(offline.locator('.as-of').first()).toContainText('As of');
    }
    await goto(`/address-book?safe=${safe}`);
    await expect(offline.getByRole('heading', { name: 'Address book', level: 1 })).toBeVisible();
    await expect(offline.getByText('You are offline.')).toBeVisible();
  } finally {
    await context?.close();
    await rm(profile, { recursive: true, force: true });
  }
});
