// What a plain and a virtualised list share: their props and a row's list semantics.
import type { ReactNode } from 'react';

/** Props of VirtualList. */
export interface VirtualListProps<T> {
  items: readonly T[];
  /** Stable key per item (e.g. the transaction id). */
  getKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** Estimated row height in px before measuring (default 72). */
  estimateSize?: number;
  /** Scroll with the page (`window`, default) or inside a box of `height`. */
  scroll?: 'window' | 'container';
  /** CSS height of the container in `container` mode (default 70vh). */
  height?: string;
  /** Rows rendered beyond the visible ones (default 6). */
  overscan?: number;
  /** Make each row a Tab stop (for rows without their own link or button). */
  focusableRows?: boolean;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  /** Called when the user nears the end (or clicks "Load more"). */
  fetchNextPage?: () => unknown;
  /** How many rows before the end the next page is requested (default 5). */
  loadMoreThreshold?: number;
  /** Shown at the end, instead of loading, while offline with more pages to load. */
  offlineEndText?: string;
  /**
   * Why the last "next page" request failed (TanStack's `isFetchNextPageError ? error : null`).
   * While set, nothing loads by itself: the list ends with the error and "Try again".
   */
  nextPageError?: unknown;
}

/** A row's list semantics and style hook, the same in a plain and a virtualised list. */
export function listItemProps(index: number, setSize: number, focusableRows: boolean) {
  return {
    role: 'listitem',
    'aria-setsize': setSize,
    'aria-posinset': index + 1,
    tabIndex: focusableRows ? 0 : undefined,
    className: 'virtual-row',
  } as const;
}
