import type { Page } from '../../gateway';

/** The page param of a cursor-paged list: `undefined` for the first page, else a `next` URL. */
export type PageParam = string | undefined;

/** Shared infinite-query paging: the gateway's own absolute `next` URL is the next page param. */
export const cursorPaging = {
  initialPageParam: undefined as PageParam,
  getNextPageParam: (lastPage: Page<unknown>): PageParam => lastPage.next ?? undefined,
};

/**
 * Whether the last of `data`'s pages names a next one: the infinite query's `hasNextPage`, for
 * pages a screen shows later than the query holds them (a deferred render). Read from the shown
 * pages, a list's set size and "Load more" agree with the rows it renders.
 */
export function hasNextPageIn(data: { pages: readonly Page<unknown>[] } | undefined): boolean {
  const last = data?.pages.at(-1);
  return last !== undefined && cursorPaging.getNextPageParam(last) !== undefined;
}
