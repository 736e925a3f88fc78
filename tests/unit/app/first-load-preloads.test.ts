// @vitest-environment jsdom
// The page's first-load preloads: what the inline script asks for on each everyday screen, that it
// asks only for what the app's own first requests then ask (the same URLs, so the browser hands
// them the preloaded answers), and what it leaves alone (another gateway, an unknown chain, a link
// the app would rewrite, a page without a Safe).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadFirstLoad, type FirstLoadPlan } from '../../../src/app/firstLoadPreloads';
import { startSafeRequests } from '../../../src/app/firstSafeRequests';
import { createGatewayClient } from '../../../src/gateway';
import { chainsQueryOptions } from '../../../src/query/options/chains';
import {
  GATEWAY_OVERRIDE_MARK,
  markGatewayOverride,
} from '../../../src/session/gateway/overrideMark';
import { loadGatewayUrlOverride } from '../../../src/session/gateway/gatewayUrl';
import {
  GATEWAY_MARK_REFUSED,
  saveGatewayUrlOverride,
} from '../../../src/session/gateway/saveGatewayUrl';

const SAFE = '0x5aFE3855358E112B5647B952709E6165e1c1eEEe';
const GATEWAY = 'https://gateway.example';
const PLAN: FirstLoadPlan = {
  gatewayUrl: GATEWAY,
  routes: {
    '/home': { modules: ['/assets/Home.js', '/assets/shell.js'], styles: ['/a.css'], data: 'home' },
    '/transactions/queue': { modules: ['/assets/Queue.js'], styles: [], data: 'queue' },
    '/transactions/history': { modules: ['/assets/History.js'], styles: [], data: 'history' },
  },
  shortNames: { gno: '100' },
  overrideKey: GATEWAY_OVERRIDE_MARK,
};

/** Opens `url` in the test page, with an import map pinning `pinned`. */
function openPage(url: string, pinned: string[] = ['/assets/Home.js', '/assets/shell.js']): void {
  window.history.replaceState(null, '', url);
  document.head.replaceChildren();
  const map = document.createElement('script');
  map.type = 'importmap';
  map.textContent = JSON.stringify({
    integrity: Object.fromEntries(pinned.map((file) => [file, 'sha256-x'])),
  });
  document.head.append(map);
}

/** The links the script added, as `rel as href`. */
function links(): string[] {
  return [...document.head.querySelectorAll('link')].map((link) =>
    [link.rel, link.getAttribute('as'), link.getAttribute('href')].filter(Boolean).join(' '),
  );
}

/** The URLs of the added `preload as=fetch` links, checking each is an anonymous CORS request. */
function fetchPreloads(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[as="fetch"]')].map((link) => {
    expect(link.getAttribute('crossorigin')).toBe('anonymous');
    return link.href;
  });
}

/** Every URL the app's own first requests ask for the page's location (a recording gateway). */
async function appFirstRequests(): Promise<string[]> {
  const asked: string[] = [];
  const client = createGatewayClient({
    baseUrl: GATEWAY,
    fetch: async (url) => {
      asked.push(url);
      const path = new URL(url).pathname;
      const body = path.endsWith('/v1/chains')
        ? { results: [{ chainId: '100', chainName: 'Gnosis', shortName: 'gno' }], next: null }
        : path.endsWith(`/safes/${SAFE}`)
          ? { address: { value: SAFE }, owners: [{ value: SAFE }], threshold: 1, nonce: 0 }
          : path.includes('/balances/')
            ? { fiatTotal: '0', items: [] }
            : { results: [], next: null, previous: null };
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const chains = queryClient.prefetchInfiniteQuery(chainsQueryOptions(client));
  const { pathname, search } = window.location;
  const safeParam = new URLSearchParams(search).get('safe') ?? '';
  await startSafeRequests(queryClient, client, { path: { pathname, search }, safeParam, chains });
  return asked;
}

beforeEach(() => localStorage.clear());
afterEach(() => document.head.replaceChildren());

describe('the first-load preloads', () => {
  it('ask for the queue screen’s chunks and the very requests the app then makes', async () => {
    openPage(`/transactions/queue?safe=gno:${SAFE}`, ['/assets/Queue.js']);
    preloadFirstLoad(PLAN);
    expect(links()).toEqual([
      'modulepreload /assets/Queue.js',
      `preload fetch ${GATEWAY}/v1/chains`,
      `preload fetch ${GATEWAY}/v1/chains/100/safes/${SAFE}`,
      `preload fetch ${GATEWAY}/v1/chains/100/safes/${SAFE}/transactions/queued`,
    ]);
    expect((await appFirstRequests()).sort()).toEqual(fetchPreloads().sort());
  });

  it('ask for the history in this device’s time zone, as the app does', async () => {
    openPage(`/transactions/history?safe=gno:${SAFE}`, ['/assets/History.js']);
    preloadFirstLoad(PLAN);
    const preloads = fetchPreloads();
    expect(preloads.some((url) => /\/transactions\/history\?timezone=/.test(url))).toBe(true);
    expect((await appFirstRequests()).sort()).toEqual(preloads.sort());
  });

  it('ask for Home’s Safe and queue, not its balances (asked once Home has painted)', async () => {
    openPage(`/home?safe=gno:${SAFE}`);
    preloadFirstLoad(PLAN);
    expect(links().slice(0, 3)).toEqual([
      'modulepreload /assets/Home.js',
      'modulepreload /assets/shell.js',
      'preload style /a.css',
    ]);
    const preloads = fetchPreloads();
    expect(preloads.some((url) => url.endsWith('/transactions/queued'))).toBe(true);
    expect(preloads.filter((url) => url.includes('/balances/'))).toEqual([]);
    expect((await appFirstRequests()).sort()).toEqual(preloads.sort());
  });

  it('preload no chunk the import map does not pin (it would run unchecked)', () => {
    openPage(`/home?safe=gno:${SAFE}`, ['/assets/shell.js']);
    preloadFirstLoad(PLAN);
    expect(links().filter((link) => link.startsWith('modulepreload'))).toEqual([
      'modulepreload /assets/shell.js',
    ]);
  });

  it('send nothing to the build’s gateway once the user chose another one', () => {
    localStorage.setItem(GATEWAY_OVERRIDE_MARK, '1');
    openPage(`/transactions/queue?safe=gno:${SAFE}`, ['/assets/Queue.js']);
    preloadFirstLoad(PLAN);
    expect(fetchPreloads()).toEqual([]);
    expect(links()).toEqual(['modulepreload /assets/Queue.js']);
  });

  it('know of an override from the moment it is saved until it is cleared', async () => {
    await saveGatewayUrlOverride('https://my-gateway.example');
    expect(localStorage.getItem(GATEWAY_OVERRIDE_MARK)).toBe('1');
    // An override saved before the mark existed gets it on the next start.
    localStorage.clear();
    await expect(loadGatewayUrlOverride()).resolves.toBe('https://my-gateway.example');
    expect(localStorage.getItem(GATEWAY_OVERRIDE_MARK)).toBe('1');
    await saveGatewayUrlOverride(null);
    expect(localStorage.getItem(GATEWAY_OVERRIDE_MARK)).toBeNull();
    await expect(loadGatewayUrlOverride()).resolves.toBeNull();
    expect(localStorage.getItem(GATEWAY_OVERRIDE_MARK)).toBeNull();
  });

  it('refuse an override that a full storage cannot mark, and keep none', async () => {
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await expect(saveGatewayUrlOverride('https://my-gateway.example')).rejects.toThrow(
        GATEWAY_MARK_REFUSED,
      );
    } finally {
      full.mockRestore();
    }
    expect(localStorage.getItem(GATEWAY_OVERRIDE_MARK)).toBeNull();
    await expect(loadGatewayUrlOverride()).resolves.toBeNull();
    // The default gateway needs no mark, so a full storage never blocks going back to it.
    localStorage.setItem(GATEWAY_OVERRIDE_MARK, '1');
    await expect(saveGatewayUrlOverride(null)).resolves.toBeNull();
  });

  it('tell a refused mark from one the preload script cannot read anyway', () => {
    const stored = new Map<string, string>();
    const full = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(markGatewayOverride(true, () => full)).toBe(false);
    stored.set(GATEWAY_OVERRIDE_MARK, '1'); // already there: nothing left to write
    expect(markGatewayOverride(true, () => full)).toBe(true);
    expect(markGatewayOverride(false, () => full)).toBe(false);
    const unreadable = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(markGatewayOverride(true, unreadable)).toBe(true);
    expect(markGatewayOverride(false, unreadable)).toBe(true);
  });

  it('ask for the chain list only when the chain or the address form is not the app’s', () => {
    openPage(`/transactions/queue?safe=xyz:${SAFE}`, []);
    preloadFirstLoad(PLAN);
    expect(fetchPreloads()).toEqual([`${GATEWAY}/v1/chains`]);
    document.head.replaceChildren();
    // The app asks under the checksummed address: a lower-case link would be asked twice.
    openPage(`/transactions/queue?safe=gno:${SAFE.toLowerCase()}`, []);
    preloadFirstLoad(PLAN);
    expect(fetchPreloads()).toEqual([`${GATEWAY}/v1/chains`]);
  });

  it('leave pages without a Safe, other screens and a filtered history alone', () => {
    for (const url of ['/transactions/queue', '/welcome', `/settings/setup?safe=gno:${SAFE}`]) {
      openPage(url, ['/assets/Queue.js']);
      preloadFirstLoad(PLAN);
      expect(fetchPreloads()).toEqual([]);
    }
    openPage(`/transactions/history?safe=gno:${SAFE}&filter=incoming`, []);
    preloadFirstLoad(PLAN);
    expect(fetchPreloads()).toEqual([
      `${GATEWAY}/v1/chains`,
      `${GATEWAY}/v1/chains/100/safes/${SAFE}`,
    ]);
  });
});
