import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../src/gateway';
import { cursorPaging, hasNextPageIn, type PageParam } from '../../../src/query/options';

const page = (results: number[], next: string | null): Page<number> => ({
  count: null,
  next,
  previous: null,
  results,
});

describe('hasNextPageIn', () => {
  it('agrees with the infinite query’s own hasNextPage at every page, and reads older data', async () => {
    const pages = new Map<PageParam, Page<number>>([
      [undefined, page([1, 2], 'https://gateway.test/list?cursor=2')],
      ['https://gateway.test/list?cursor=2', page([3], null)],
    ]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new InfiniteQueryObserver<
      Page<number>,
      Error,
      InfiniteData<Page<number>, PageParam>,
      readonly string[],
      PageParam
    >(client, {
      queryKey: ['list'],
      queryFn: ({ pageParam }) => Promise.resolve(pages.get(pageParam) as Page<number>),
      ...cursorPaging,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      await observer.refetch();
      const first = observer.getCurrentResult();
      expect(first.hasNextPage).toBe(true);
      expect(hasNextPageIn(first.data)).toBe(true);

      const both = await observer.fetchNextPage();
      expect(both.hasNextPage).toBe(false);
      expect(hasNextPageIn(both.data)).toBe(false);
      // A screen still showing the first page (deferred) says more follow, whatever the query holds.
      expect(hasNextPageIn(first.data)).toBe(true);
    } finally {
      unsubscribe();
      client.clear();
    }
  });

  it('is false before any page arrived', () => {
    expect(hasNextPageIn(undefined)).toBe(false);
    expect(hasNextPageIn({ pages: [] })).toBe(false);
  });
});
