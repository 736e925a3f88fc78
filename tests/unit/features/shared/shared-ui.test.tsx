// @vitest-environment jsdom
// Shared read-side pieces in a DOM: useCurrentSafe against a real loopback gateway, AddressView
// names and link safety, AsOf, QueryState's offline/error panels, VirtualList paging (and its offline end), gateway URL
// rules.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { act, useState, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from '../../../../src/router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../dom';
import { GatewayClientProvider } from '../../../../src/session/gateway/GatewayClientProvider';
import { parseGatewayUrl } from '../../../../src/session/gateway/gatewayUrl';
import { AddressView } from '../../../../src/features/shared/AddressView';
import { AsOf } from '../../../../src/features/shared/AsOf';
import { QueryState, type QueryStateQuery } from '../../../../src/features/shared/QueryState';
import { useCurrentSafe, type CurrentSafe } from '../../../../src/features/shared/useCurrentSafe';
import { PLAIN_LIST_MAX_ROWS, VirtualList } from '../../../../src/features/shared/VirtualList';
import { createGatewayClient, type ChainInfo } from '../../../../src/gateway';
import { SESSION_STARTED_AT } from '../../../../src/query/persist/session';
import { putAddressBookEntries } from '../../../../src/storage/addressBook';
import { closeCountersignDb } from '../../../../src/storage/db';
import { chainInfo, CHAIN_ID, SAFE } from '../../gateway/fixtures';
import { startServer, type TestServer } from '../../gateway/server';

let server: TestServer;
let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
const dom = mountPerTest();
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  ({ container, root } = dom);
});
afterEach(async () => {
  await closeCountersignDb();
  vi.restoreAllMocks();
});

function renderAt(url: string, element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createGatewayClient({ baseUrl: server.url });
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <GatewayClientProvider client={client}>
          <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
        </GatewayClientProvider>
      </QueryClientProvider>,
    ),
  );
  return queryClient;
}

function Probe() {
  const safe: CurrentSafe = useCurrentSafe();
  return (
    <pre data-testid="probe">
      {JSON.stringify(safe, (k, v: unknown) => (k === 'chain' ? '…' : v))}
    </pre>
  );
}

const probe = () => JSON.parse(container.querySelector('pre')?.textContent ?? '{}') as CurrentSafe;

describe('useCurrentSafe', () => {
  beforeEach(() =>
    server.reply({ json: { count: 1, next: null, previous: null, results: [chainInfo] } }),
  );

  it('resolves the chain by prefix and checksums the address', async () => {
    renderAt(`/home?safe=sep:${SAFE.toLowerCase()}`, <Probe />);
    expect(probe().status).toBe('loading');
    await vi.waitFor(() => expect(probe().status).toBe('ready'));
    expect(probe()).toMatchObject({
      chainId: CHAIN_ID,
      safeAddress: SAFE,
      shortName: 'sep',
      safeParam: `sep:${SAFE}`,
    });
  });

  it('reports an unknown prefix once the chain list is loaded', async () => {
    renderAt(`/home?safe=zz:${SAFE}`, <Probe />);
    await vi.waitFor(() => expect(probe().status).toBe('unknown-chain'));
    expect(probe()).toMatchObject({
      shortName: 'zz',
      message: expect.stringContaining('“zz”') as string,
    });
  });

  it('says a bare address needs a prefix, without waiting for chains', () => {
    renderAt(`/home?safe=${SAFE}`, <Probe />);
    expect(probe()).toMatchObject({
      status: 'invalid',
      message: expect.stringMatching(/prefix/) as string,
    });
  });

  it('turns a failed chain list into an error state with retry', async () => {
    server.reply({ status: 503, json: { message: 'down' } });
    renderAt(`/home?safe=sep:${SAFE}`, <Probe />);
    await vi.waitFor(() => expect(probe().status).toBe('error'));
  });
});

describe('AddressView', () => {
  const chain = (address: string): ChainInfo => ({
    ...chainInfo,
    blockExplorerUriTemplate: { ...chainInfo.blockExplorerUriTemplate, address },
  });

  it('shows the address book name, the full checksummed address for readers, an http(s) link', async () => {
    await putAddressBookEntries([{ chainId: CHAIN_ID, address: SAFE, name: 'Treasury' }]);
    renderAt(
      '/',
      <AddressView address={SAFE.toLowerCase()} chain={chainInfo} name="Gateway name" />,
    );
    await vi.waitFor(() => expect(container.textContent).toContain('Treasury'));
    expect(container.textContent).not.toContain('Gateway name');
    expect(container.querySelector('code')?.getAttribute('title')).toBe(SAFE);
    expect(container.querySelector('.visually-hidden')?.textContent).toBe(SAFE);
    expect(container.querySelector('a')?.getAttribute('href')).toBe(
      `https://sepolia.etherscan.io/address/${SAFE}`,
    );
  });

  it('offers no explorer link for a non-http(s) template', () => {
    renderAt('/', <AddressView address={SAFE} chain={chain('javascript:alert("{{address}}")')} />);
    expect(container.querySelector('a')).toBeNull();
    renderAt('/', <AddressView address={SAFE} chain={chain('/relative/{{address}}')} />);
    expect(container.querySelector('a')).toBeNull();
  });
});

describe('AsOf and QueryState', () => {
  const base = { errorUpdatedAt: 0, isFetching: false, error: null };

  it('says "as of" for restored data and shows the refresh, nothing for fresh data', () => {
    renderAt(
      '/',
      <AsOf query={{ ...base, dataUpdatedAt: SESSION_STARTED_AT - 60_000, isFetching: true }} />,
    );
    expect(container.textContent).toMatch(/^As of .*Refreshing…$/);
    renderAt('/', <AsOf query={{ ...base, dataUpdatedAt: Date.now() }} />);
    expect(container.textContent).toBe('');
    renderAt(
      '/',
      <AsOf
        query={{
          ...base,
          dataUpdatedAt: Date.now(),
          errorUpdatedAt: Date.now() + 1,
          error: new Error('x'),
        }}
      />,
    );
    expect(container.textContent).toContain('refresh failed, showing saved data');
  });

  it('offers Try again beside a failed refresh, which asks again', () => {
    const refetch = vi.fn();
    const failed = {
      ...base,
      dataUpdatedAt: Date.now(),
      errorUpdatedAt: Date.now() + 1,
      error: new Error('x'),
      refetch,
    };
    renderAt('/', <AsOf query={failed} />);
    const retry = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Try again',
    );
    expect(retry).toBeDefined();
    act(() => retry!.click());
    expect(refetch).toHaveBeenCalledTimes(1);
    // Not while the new try runs.
    renderAt('/', <AsOf query={{ ...failed, isFetching: true }} />);
    expect(container.textContent).not.toContain('Try again');
  });

  function query(overrides: Partial<QueryStateQuery<string>>): QueryStateQuery<string> {
    return {
      ...base,
      dataUpdatedAt: 0,
      data: undefined,
      isPending: true,
      fetchStatus: 'idle',
      refetch: vi.fn(),
      ...overrides,
    };
  }

  it('shows the offline panel when offline with nothing saved, the error with Try again', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAt(
      '/',
      <QueryState query={query({})} what="the balances">
        {(d) => d}
      </QueryState>,
    );
    expect(container.textContent).toContain('no saved copy of the balances');
    vi.restoreAllMocks();

    const failed = query({ isPending: true, error: new Error('503: gateway down') });
    renderAt(
      '/',
      <QueryState query={failed} errorTitle="Balances could not be loaded">
        {(d) => d}
      </QueryState>,
    );
    expect(container.textContent).toContain('503: gateway down');
    const retry = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Try again',
    );
    act(() => retry?.click());
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('keeps saved data on screen when a refresh fails', () => {
    renderAt(
      '/',
      <QueryState
        query={query({
          data: 'saved rows',
          isPending: false,
          dataUpdatedAt: 1,
          errorUpdatedAt: 2,
          error: new Error('x'),
        })}
      >
        {(d) => <p>{d}</p>}
      </QueryState>,
    );
    expect(container.textContent).toContain('saved rows');
    expect(container.textContent).toContain('refresh failed');
  });
});

/** Lets the lazily loaded virtualizer arrive and render (VirtualList shows plain rows until then). */
async function virtualizerLoaded(): Promise<void> {
  await act(async () => {
    await import('../../../../src/features/shared/VirtualizedList');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('VirtualList', () => {
  it('renders list semantics, asks for the next page near the end, and offers Load more', async () => {
    const fetchNextPage = vi.fn();
    const items = Array.from({ length: 8 }, (_, i) => `row ${i}`);
    renderAt(
      '/',
      <VirtualList
        items={items}
        label="Rows"
        getKey={(item) => item}
        renderItem={(item) => <a href={`#${item}`}>{item}</a>}
        hasNextPage
        fetchNextPage={fetchNextPage}
      />,
    );
    await virtualizerLoaded();
    const list = container.querySelector('[role="list"]');
    expect(list?.getAttribute('aria-label')).toBe('Rows');
    const rows = container.querySelectorAll('[role="listitem"]');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(fetchNextPage).toHaveBeenCalled();
    const calls = fetchNextPage.mock.calls.length;
    const loadMore = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Load more',
    );
    act(() => loadMore?.click());
    expect(fetchNextPage.mock.calls.length).toBe(calls + 1);
  });

  it('offline, ends after the loaded pages with a note and loads nothing until back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchNextPage = vi.fn();
    const items = Array.from({ length: 8 }, (_, i) => `row ${i}`);
    renderAt(
      '/',
      <VirtualList
        items={items}
        label="Rows"
        getKey={(item) => item}
        renderItem={(item) => <a href={`#${item}`}>{item}</a>}
        hasNextPage
        isFetchingNextPage
        fetchNextPage={fetchNextPage}
        offlineEndText="Older rows load when you are back online"
      />,
    );
    await virtualizerLoaded();
    expect(container.textContent).toContain('Older rows load when you are back online');
    expect(container.textContent).not.toContain('Loading more');
    expect(container.querySelector('.load-more button')).toBeNull();
    expect(container.querySelector('[role="list"]')?.hasAttribute('aria-busy')).toBe(false);
    expect(fetchNextPage).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    act(() => window.dispatchEvent(new Event('online')));
    expect(container.textContent).not.toContain('Older rows load when you are back online');
    expect(container.querySelector('.load-more button')?.textContent).toBe('Loading more…');
  });
  it('offline, asks the next page once per list length (the worker may hold it), never in a loop', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchNextPage = vi.fn();
    let setFetching: (value: boolean) => void = () => undefined;
    function Harness() {
      const [fetching, set] = useState(false);
      setFetching = set;
      return (
        <VirtualList
          items={Array.from({ length: 8 }, (_, i) => `row ${i}`)}
          label="Rows"
          getKey={(item) => item}
          renderItem={(item) => <a href={`#${item}`}>{item}</a>}
          hasNextPage
          isFetchingNextPage={fetching}
          fetchNextPage={fetchNextPage}
        />
      );
    }
    renderAt('/', <Harness />);
    await virtualizerLoaded();
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    // The fetch runs, then pauses without an error (nothing stored): no second ask.
    act(() => setFetching(true));
    act(() => setFetching(false));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    expect(container.textContent).toContain('Older items load when you are back online');
    onLine.mockRestore();
  });
});

describe('VirtualList, short and complete', () => {
  const renderList = (length: number, hasNextPage = false) =>
    renderAt(
      '/',
      <VirtualList
        items={Array.from({ length }, (_, i) => `row ${i}`)}
        label="Rows"
        getKey={(item) => item}
        renderItem={(item) => <a href={`#${item}`}>{item}</a>}
        hasNextPage={hasNextPage}
        fetchNextPage={() => undefined}
        focusableRows
      />,
    );
  const rows = () => [...container.querySelectorAll<HTMLElement>('[role="listitem"]')];

  it('renders every row in the flow of the page, with the same list semantics', () => {
    renderList(PLAIN_LIST_MAX_ROWS);
    expect(rows()).toHaveLength(PLAIN_LIST_MAX_ROWS);
    expect(rows().map((row) => row.style.position)).not.toContain('absolute');
    expect(rows().at(-1)?.getAttribute('aria-posinset')).toBe(String(PLAIN_LIST_MAX_ROWS));
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe(String(PLAIN_LIST_MAX_ROWS));
    expect(rows()[0]?.tabIndex).toBe(0);
    expect(container.querySelector('[role="list"]')?.getAttribute('aria-label')).toBe('Rows');
  });

  it('virtualises a longer list, and a short one with more pages to load', async () => {
    renderList(PLAIN_LIST_MAX_ROWS + 1);
    await virtualizerLoaded();
    expect(rows().length).toBeGreaterThan(0);
    expect(rows().every((row) => row.style.position === 'absolute')).toBe(true);
    renderList(3, true);
    await virtualizerLoaded();
    expect(rows().every((row) => row.style.position === 'absolute')).toBe(true);
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('-1');
  });

  it('shows a longer list’s first rows in the flow of the page until the virtualizer arrives', async () => {
    vi.resetModules();
    const { VirtualList: FreshList } = await import('../../../../src/features/shared/VirtualList');
    renderAt(
      '/',
      <FreshList
        items={Array.from({ length: 40 }, (_, i) => `row ${i}`)}
        label="Rows"
        getKey={(item) => item}
        renderItem={(item) => <a href={`#${item}`}>{item}</a>}
      />,
    );
    expect(rows()).toHaveLength(PLAIN_LIST_MAX_ROWS);
    expect(rows().map((row) => row.style.position)).not.toContain('absolute');
    // The whole set's size, not the rows shown so far.
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('40');
    await act(async () => {
      await import('../../../../src/features/shared/VirtualizedList');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(rows().every((row) => row.style.position === 'absolute')).toBe(true);
  });
});

describe('parseGatewayUrl', () => {
  it('accepts http(s) and strips the trailing slash; refuses other schemes and credentials', () => {
    expect(parseGatewayUrl(' https://gw.example/prefix/ ')).toEqual({
      ok: true,
      url: 'https://gw.example/prefix',
    });
    expect(parseGatewayUrl('http://127.0.0.1:8547')).toEqual({
      ok: true,
      url: 'http://127.0.0.1:8547',
    });
    for (const bad of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'ftp://x',
      'https://u:p@x',
      'nope',
      '',
    ]) {
      expect(parseGatewayUrl(bad).ok, bad).toBe(false);
    }
  });
});
