// A Safe's infinite queries are persisted bounded: only the first PERSISTED_PAGES pages (with their
// params) are saved, loading later pages writes nothing, and a restored list refetches only the kept pages
// and then continues from the `next` URL of the last kept page.
import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeCountersignDb, openCountersignDb } from '../../../../src/storage/db';
import { createIdbQueryStorage } from '../../../../src/query/persist/idbQueryStorage';
import {
  PERSISTED_PAGES,
  setupQueryPersistence,
  trimForPersistence,
} from '../../../../src/query/persist/queryPersistence';
import { cursorPaging, type PageParam } from '../../../../src/query/options/pages';

const historyKey = ['gateway', 'http://gw', 'chain', '1', 'safe', '0x11', 'history'];
const TOTAL_PAGES = 8;

interface ListPage {
  next: string | null;
  previous: string | null;
  results: { id: string }[];
}

/** The gateway's page behind a page param: `undefined` is the first, then `http://gw/page/N`. */
function pageAt(param: PageParam): ListPage {
  const index = param === undefined ? 0 : Number(/page\/(\d+)$/.exec(param)?.[1]);
  return {
    next: index + 1 < TOTAL_PAGES ? `http://gw/page/${index + 1}` : null,
    previous: null,
    results: [{ id: `tx-${index}-a` }, { id: `tx-${index}-b` }],
  };
}

function historyObserver(client: QueryClient, queryFn: (param: PageParam) => Promise<ListPage>) {
  return new InfiniteQueryObserver<
    ListPage,
    Error,
    InfiniteData<ListPage, PageParam>,
    string[],
    PageParam
  >(client, {
    queryKey: historyKey,
    queryFn: ({ pageParam }) => queryFn(pageParam),
    ...cursorPaging,
    staleTime: 30_000,
    retry: false,
  });
}

/** Loads `pages` pages of the history into `client` through an observer, as scrolling does. */
async function loadPages(client: QueryClient, pages: number): Promise<void> {
  const observer = historyObserver(client, (param) => Promise.resolve(pageAt(param)));
  const stop = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());
  while ((observer.getCurrentResult().data?.pages.length ?? 0) < pages)
    await observer.fetchNextPage();
  stop();
}

async function firstSavedList() {
  const records = await (await openCountersignDb()).getAll('queries');
  return records.map(
    (record) =>
      (record.query as { state: { data: { pages: ListPage[]; pageParams: PageParam[] } } }).state
        .data,
  )[0];
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  await closeCountersignDb();
});

describe('bounded persistence of infinite queries', () => {
  it('trims pages and pageParams together and leaves other data alone', () => {
    const data = {
      pages: [pageAt(undefined), pageAt('http://gw/page/1'), pageAt('http://gw/page/2')],
      pageParams: [undefined, 'http://gw/page/1', 'http://gw/page/2'],
    };
    const trimmed = trimForPersistence(data, 2) as typeof data;
    expect(trimmed.pages).toEqual(data.pages.slice(0, 2));
    expect(trimmed.pageParams).toEqual([undefined, 'http://gw/page/1']);
    expect(trimmed.pages.at(-1)?.next).toBe('http://gw/page/2');
    expect(data.pages).toHaveLength(3); // the cache's own data is not touched
    expect(trimForPersistence(data, 3)).toBe(data);
    const info = { nonce: 1, pages: 'not a list' };
    expect(trimForPersistence(info, 1)).toBe(info);
  });

  it('saves only the first PERSISTED_PAGES pages; later pages write nothing', async () => {
    const storage = createIdbQueryStorage({ debounceMs: 60_000, firstSaveMs: 60_000 });
    const client = new QueryClient();
    setupQueryPersistence(client, { buster: 'v1', target: null, storage });
    await loadPages(client, PERSISTED_PAGES);
    await storage.flush();
    expect(storage.pendingCount()).toBe(0);
    await loadPages(client, TOTAL_PAGES);
    expect(client.getQueryData<InfiniteData<ListPage>>(historyKey)?.pages).toHaveLength(
      TOTAL_PAGES,
    );
    // The kept pages did not change: appending pages queues no write at all.
    expect(storage.pendingCount()).toBe(0);
    await storage.flush();
    const saved = await firstSavedList();
    expect(saved?.pages).toHaveLength(PERSISTED_PAGES);
    expect(saved?.pageParams).toHaveLength(PERSISTED_PAGES);
    expect(saved?.pages.at(-1)?.next).toBe(`http://gw/page/${PERSISTED_PAGES}`);
  });

  it('a restored list refetches only the kept pages, then continues from the kept next URL', async () => {
    const first = new QueryClient();
    const persistence = setupQueryPersistence(first, { buster: 'v1', target: null });
    await loadPages(first, TOTAL_PAGES);
    await persistence.flush();

    const second = new QueryClient();
    expect(await setupQueryPersistence(second, { buster: 'v1', target: null }).restore()).toBe(1);
    const restored = second.getQueryData<InfiniteData<ListPage, PageParam>>(historyKey);
    expect(restored?.pages).toHaveLength(PERSISTED_PAGES);

    const requested: PageParam[] = [];
    const observer = historyObserver(second, (param) => {
      requested.push(param);
      return Promise.resolve(pageAt(param));
    });
    const stop = observer.subscribe(() => undefined);
    // Shown at once from the saved copy, with more to load.
    expect(observer.getCurrentResult().data?.pages).toHaveLength(PERSISTED_PAGES);
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    // Stale after restore: the background refresh asks for the kept pages only.
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    expect(requested).toEqual([undefined, 'http://gw/page/1', 'http://gw/page/2']);

    await observer.fetchNextPage();
    expect(requested.at(-1)).toBe(`http://gw/page/${PERSISTED_PAGES}`);
    const pages = observer.getCurrentResult().data?.pages ?? [];
    expect(pages).toHaveLength(PERSISTED_PAGES + 1);
    expect(pages.at(-1)?.results[0]?.id).toBe(`tx-${PERSISTED_PAGES}-a`);
    stop();
  });

  it('keeps app-wide lists (the chains) whole: opening a Safe offline needs every chain', async () => {
    const client = new QueryClient();
    const persistence = setupQueryPersistence(client, { buster: 'v1', target: null });
    const all = Array.from({ length: PERSISTED_PAGES + 2 }, (_, index) =>
      index === 0 ? undefined : `http://gw/page/${index}`,
    );
    client.setQueryData(['gateway', 'http://gw', 'chains'], {
      pages: all.map(pageAt),
      pageParams: all,
    });
    await persistence.flush();
    expect(await firstSavedList()).toMatchObject({ pageParams: all });
  });

  it('restoring an entry saved with every page keeps only the first PERSISTED_PAGES', async () => {
    const storage = createIdbQueryStorage();
    const all = Array.from({ length: TOTAL_PAGES }, (_, index) =>
      index === 0 ? undefined : `http://gw/page/${index}`,
    );
    storage.setItem(JSON.stringify(historyKey), {
      buster: 'v1',
      queryHash: JSON.stringify(historyKey),
      queryKey: historyKey,
      state: { data: { pages: all.map(pageAt), pageParams: all }, dataUpdatedAt: Date.now() },
    });
    await storage.flush();
    const client = new QueryClient();
    expect(await setupQueryPersistence(client, { buster: 'v1', target: null }).restore()).toBe(1);
    const data = client.getQueryData<InfiniteData<ListPage, PageParam>>(historyKey);
    expect(data?.pages).toHaveLength(PERSISTED_PAGES);
    expect(data?.pageParams).toEqual(all.slice(0, PERSISTED_PAGES));
  });
});
