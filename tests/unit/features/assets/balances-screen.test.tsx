// @vitest-environment jsdom
// The Tokens list as rendered: 1000 tokens put only the rows in view in the DOM; an untrusted token
// stays out until "Show", then carries its mark and full checksummed address with an explorer link;
// the choice is saved in IndexedDB and read back by a fresh screen; logos that are missing, not
// http(s) or fail to load become generated placeholders (also for NFTs, after the collection logo).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../dom';
import { TokenBalances } from '../../../../src/features/assets/BalancesScreen';
import { NftImage } from '../../../../src/features/assets/NftImage';
import type { Collectible } from '../../../../src/gateway';
import { getSetting } from '../../../../src/storage/settings';
import { closeCountersignDb } from '../../../../src/storage/db';
import { chainInfo } from '../../gateway/fixtures';
import { balance, byTrust, NATIVE, tokenAddress } from './fixtures';

const dom = mountPerTest();
// jsdom has no layout: every element measures 0 px tall, which would make every row "fit" in the
// window. Rows get the height a browser measures for them; the window stays jsdom's 768 px.
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('virtual-row') ? 64 : 0;
    },
  });
});
afterEach(async () => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
  await closeCountersignDb();
});

function render(element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    dom.root.render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>),
  );
}

const rows = () => [...dom.container.querySelectorAll('[role="listitem"]')];
const text = () => dom.container.textContent ?? '';

describe('Tokens list', () => {
  it('renders far fewer rows than 1000 tokens', () => {
    const items = Array.from({ length: 1000 }, (_, i) =>
      balance({ address: tokenAddress(i + 1), symbol: `T${i}`, name: `Token ${i}` }, '1'),
    );
    render(<TokenBalances data={byTrust(items)} currency="usd" chain={chainInfo} />);
    const list = dom.container.querySelector('[role="list"]');
    expect(list?.getAttribute('aria-label')).toBe('Token balances');
    expect(rows().length).toBeGreaterThan(0);
    // 768 px / 64 px = 12 rows in view, plus the overscan.
    expect(rows().length).toBeLessThan(30);
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('1000');
    expect(text()).toContain('$1,000.00');
  });

  it('hides the untrusted token until Show, then marks it with its checksummed address; saved', async () => {
    const spamAddress = tokenAddress(9);
    const items = [
      NATIVE,
      balance({ address: tokenAddress(1), symbol: 'USDC', name: 'USD Coin' }, '10'),
      balance({ address: spamAddress.toLowerCase(), symbol: 'USDC', name: 'Claim now' }, '0'),
    ];
    const data = byTrust(items, { untrusted: [spamAddress] });
    render(<TokenBalances data={data} currency="usd" chain={chainInfo} />);
    await vi.waitFor(() => expect(text()).toContain('1 hidden token — Show'));
    expect(rows()).toHaveLength(2);
    expect(text()).not.toContain('Claim now');
    expect(text()).toContain('$3,010.00');

    const show = [...dom.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Show',
    );
    act(() => show?.click());
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    const row = rows().find((r) => r.textContent?.includes('Claim now'));
    expect(row?.textContent).toContain('Untrusted');
    expect(row?.textContent).toContain('Look-alike name');
    // Full and checksummed (the fixture gave it in lower case).
    expect(row?.querySelector('code.address')?.textContent).toBe(spamAddress);
    expect(row?.querySelector('a')?.getAttribute('href')).toBe(
      `https://sepolia.etherscan.io/address/${spamAddress}`,
    );
    await vi.waitFor(async () => expect(await getSetting('showHiddenTokens')).toBe(true));

    // A fresh screen (new cache, same IndexedDB) starts with the saved choice.
    act(() => dom.root.render(<></>));
    render(<TokenBalances data={data} currency="usd" chain={chainInfo} />);
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('shows a generated placeholder for a missing, non-http or failing logo, never a broken image', () => {
    const items = [
      balance({ address: tokenAddress(1), symbol: 'AAA', name: 'A', logoUri: '' }),
      balance({ address: tokenAddress(2), symbol: 'BBB', name: 'B', logoUri: 'javascript:x' }),
      balance({
        address: tokenAddress(3),
        symbol: 'CCC',
        name: 'C',
        logoUri: 'https://x.test/c.png',
      }),
    ];
    render(<TokenBalances data={byTrust(items)} currency="usd" chain={chainInfo} />);
    const icon = (symbol: string) =>
      rows()
        .find((r) => r.textContent?.includes(symbol))
        ?.querySelector('.token-logo');
    expect(icon('AAA')?.tagName).toBe('SPAN');
    expect(icon('AAA')?.textContent).toBe('AA');
    expect(icon('BBB')?.tagName).toBe('SPAN');
    const image = icon('CCC');
    expect(image?.tagName).toBe('IMG');
    expect(image?.getAttribute('src')).toBe('https://x.test/c.png');
    act(() => image?.dispatchEvent(new Event('error')));
    expect(icon('CCC')?.tagName).toBe('SPAN');
    expect(icon('CCC')?.textContent).toBe('CC');
    expect(dom.container.querySelectorAll('img')).toHaveLength(0);
  });
});

describe('NFT image', () => {
  const item: Collectible = {
    address: tokenAddress(5),
    tokenName: 'Punks',
    tokenSymbol: 'PNK',
    logoUri: 'https://x.test/logo.png',
    id: '7',
    uri: null,
    name: null,
    description: null,
    imageUri: null,
    metadata: null,
  };

  it('uses the collection logo when the item has none, then a labelled placeholder', () => {
    render(<NftImage item={item} title="Punks #7" />);
    const logo = dom.container.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('https://x.test/logo.png');
    expect(logo?.getAttribute('alt')).toBe('Punks #7 (collection logo)');
    act(() => logo?.dispatchEvent(new Event('error')));
    expect(dom.container.querySelector('img')).toBeNull();
    const placeholder = dom.container.querySelector('[role="img"]');
    expect(placeholder?.getAttribute('aria-label')).toBe('Punks #7: no image');
    expect(placeholder?.textContent).toBe('PN');
  });

  it('prefers the item image, and falls back to the logo when it fails', () => {
    render(<NftImage item={{ ...item, imageUri: 'https://x.test/7.png' }} title="Punks #7" />);
    const image = dom.container.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('Punks #7');
    act(() => image?.dispatchEvent(new Event('error')));
    expect(dom.container.querySelector('img')?.getAttribute('src')).toBe('https://x.test/logo.png');
  });
});
