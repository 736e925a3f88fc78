// A query the service worker answered from its copy is dated by that copy's time (so "As of" and
// the staleness tell the truth); a fresh answer keeps its own time.
import { describe, expect, it } from 'vitest';
import { markCachedAt } from '../../../src/gateway';
import { oldestCachedAt } from '../../../src/query/cachedAt';
import { createQueryClient } from '../../../src/query/client';

describe('oldestCachedAt', () => {
  it('reads a plain answer and the oldest page of an infinite query', () => {
    const plain = { a: 1 };
    markCachedAt(plain, 500);
    expect(oldestCachedAt(plain)).toBe(500);
    const [p1, p2, p3] = [{}, {}, {}];
    markCachedAt(p2, 900);
    markCachedAt(p3, 700);
    expect(oldestCachedAt({ pages: [p1, p2, p3], pageParams: [] })).toBe(700);
    expect(oldestCachedAt({ pages: [p1], pageParams: [] })).toBeUndefined();
    expect(oldestCachedAt(undefined)).toBeUndefined();
    expect(oldestCachedAt('text')).toBeUndefined();
  });
});

describe('the query client', () => {
  it('dates a fetch answered from the worker copy by the stored time', async () => {
    const client = createQueryClient();
    const before = Date.now();
    await client.fetchQuery({
      queryKey: ['cached'],
      queryFn: async () => {
        const body = { n: 1 };
        markCachedAt(body, 1_000);
        return body;
      },
    });
    expect(client.getQueryState(['cached'])?.dataUpdatedAt).toBe(1_000);
    await client.fetchQuery({ queryKey: ['fresh'], queryFn: async () => ({ n: 2 }) });
    expect(client.getQueryState(['fresh'])?.dataUpdatedAt).toBeGreaterThanOrEqual(before);
  });

  it('dates an infinite query by its oldest cached page, also after a later page', async () => {
    const client = createQueryClient();
    const stored = [undefined, 2_000, undefined];
    await client.fetchInfiniteQuery({
      queryKey: ['list'],
      initialPageParam: 0,
      getNextPageParam: (_last: object, all: object[]) => (all.length < 3 ? all.length : undefined),
      queryFn: async ({ pageParam }) => {
        const page = { page: pageParam };
        const at = stored[pageParam];
        if (at !== undefined) markCachedAt(page, at);
        return page;
      },
      pages: 3,
    });
    expect(client.getQueryState(['list'])?.dataUpdatedAt).toBe(2_000);
  });
});

describe('structural sharing', () => {
  it('an answer equal to the restored data keeps the old objects and takes the worker mark', async () => {
    const client = createQueryClient();
    // Restored from this device (as the persister does), then refetched from the worker copy.
    client.setQueryData(['info'], { owners: ['a'], nonce: 1 }, { updatedAt: 5_000 });
    await client.fetchQuery({
      queryKey: ['info'],
      queryFn: async () => {
        const body = { owners: ['a'], nonce: 1 };
        markCachedAt(body, 4_000);
        return body;
      },
      staleTime: 0,
    });
    expect(client.getQueryState(['info'])?.dataUpdatedAt).toBe(4_000);
    // The network answers the same again: fresh, so no longer dated by the copy.
    const before = Date.now();
    await client.fetchQuery({
      queryKey: ['info'],
      queryFn: async () => ({ owners: ['a'], nonce: 1 }),
      staleTime: 0,
    });
    expect(client.getQueryState(['info'])?.dataUpdatedAt).toBeGreaterThanOrEqual(before);
  });
});

describe('combined answers', () => {
  it('a query built from several answers is dated by the answers it keeps as fields', async () => {
    const client = createQueryClient();
    const read = async () => {
      const all = { items: [1, 2] };
      markCachedAt(all, 3_000);
      return { all, derived: ['x'] };
    };
    await client.fetchQuery({ queryKey: ['combined'], queryFn: read });
    expect(client.getQueryState(['combined'])?.dataUpdatedAt).toBe(3_000);
    // Equal again (structural sharing keeps the old `all`): still dated by the copy.
    await client.fetchQuery({ queryKey: ['combined'], queryFn: read, staleTime: 0 });
    expect(client.getQueryState(['combined'])?.dataUpdatedAt).toBe(3_000);
  });
});
