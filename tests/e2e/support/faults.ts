// Shared by the fault specs: the main screens with what proves their data is on screen, a
// collector of unhandled errors, and the gateway choice pointed at a fault proxy.
import { expect, type Locator, type Page } from '@playwright/test';
import { devnetInfo, safeParam } from './devnet';

/** One main screen: where it is and what shows that its data is there. */
export interface Screen {
  name: string;
  path: () => string;
  ready: (page: Page) => Locator;
  /**
   * False for screens whose own data is on this device (address book) or a form (new
   * transaction): a failed background read of the gateway is not theirs to report.
   */
  reportsRefresh?: boolean;
}

const safe = () => encodeURIComponent(safeParam(devnetInfo().safes.main.address));

/** The main screens that read the gateway (details needs a transaction id: see `detailsScreen`). */
export const SCREENS: readonly Screen[] = [
  {
    name: 'home',
    path: () => `/home?safe=${safe()}`,
    ready: (page) => page.getByTestId('threshold'),
  },
  {
    name: 'assets',
    path: () => `/balances?safe=${safe()}`,
    ready: (page) =>
      page
        .getByRole('list', { name: 'Token balances' })
        .getByRole('listitem')
        .filter({ hasText: 'Ether' }),
  },
  {
    name: 'queue',
    path: () => `/transactions/queue?safe=${safe()}`,
    ready: (page) =>
      page
        .getByRole('list', { name: 'Queued transactions' })
        .getByRole('heading', { name: 'Next' }),
  },
  {
    name: 'history',
    path: () => `/transactions/history?safe=${safe()}`,
    ready: (page) =>
      page
        .getByRole('list', { name: 'Executed transactions' })
        .getByRole('heading', { level: 2 })
        .first(),
  },
  {
    name: 'messages',
    path: () => `/transactions/messages?safe=${safe()}`,
    ready: (page) =>
      page.getByRole('list', { name: 'Messages' }).getByRole('heading', { level: 2 }).first(),
  },
  {
    name: 'settings',
    path: () => `/settings/setup?safe=${safe()}`,
    ready: (page) => page.getByTestId('threshold'),
  },
  {
    name: 'address book',
    path: () => `/address-book?safe=${safe()}`,
    ready: (page) => page.getByRole('form', { name: 'Add an entry' }),
    reportsRefresh: false,
  },
  {
    name: 'new transaction',
    path: () => `/new-transaction?safe=${safe()}&kind=send-native`,
    ready: (page) => page.getByLabel('Recipient', { exact: true }),
    reportsRefresh: false,
  },
  {
    name: 'apps',
    path: () => `/apps?safe=${safe()}`,
    ready: (page) => page.getByTestId('safe-app-card').first(),
  },
];

/** The details screen of transaction `id` of the main Safe. */
export const detailsScreen = (id: string): Screen => ({
  name: 'transaction details',
  path: () => `/transactions/tx?safe=${safe()}&id=${id}`,
  ready: (page) => page.getByRole('heading', { name: 'Transaction details', level: 1 }),
});

/** Logs a well-behaved app may write while a fault is on (the browser's own network lines). */
const EXPECTED_LOGS = [
  /Failed to load resource/,
  /net::ERR_/,
  // Chromium's line for a service worker answer that failed (the worker's fetch rejected).
  /The FetchEvent for .* resulted in a network error/,
];

/** Collects uncaught page errors and unexpected console errors from `page`. */
export function collectErrors(page: Page): { errors: string[] } {
  const collected = { errors: [] as string[] };
  page.on('pageerror', (error) => collected.errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!EXPECTED_LOGS.some((pattern) => pattern.test(text)))
      collected.errors.push(`console: ${text}`);
  });
  return collected;
}

/** Saves `url` as the gateway in Settings. */
export async function useGateway(page: Page, url: string) {
  await page.goto(`/settings/setup?safe=${safe()}`);
  await page.getByLabel('Gateway address').fill(url);
  await page.getByRole('button', { name: 'Save gateway' }).click();
  await expect(page.getByTestId('gateway-in-use')).toHaveText(url);
}

/** Saves `url` as the devnet chain's RPC in Settings. */
export async function useRpc(page: Page, url: string) {
  await page.goto(`/settings/setup?safe=${safe()}`);
  await page.getByLabel('RPC address for Devnet').fill(url);
  await page.getByRole('button', { name: 'Save RPC' }).click();
  await expect(page.getByText('RPC saved.')).toBeVisible();
}
