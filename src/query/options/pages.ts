import type { Page } from '../../gateway';

/** The page param of a cursor-paged list: `undefined` for the first page, else a `next` URL. */
export type PageParam = string | undefined;

/** Shared infinite-query paging: the gateway's own absolute `next` URL is the next page param. */
export const cursorPaging = {
  initialPageParam: undefined as PageParam,
  getNextPageParam: (lastPage: Page<unknown>): PageParam => lastPage.next ?? undefined,
};
