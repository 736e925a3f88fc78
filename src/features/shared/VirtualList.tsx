// A long list that renders only the rows in view (@tanstack/react-virtual), with list semantics for
// screen readers (role list/listitem, position and set size), rows reachable by Tab (their own
// links/buttons, or the row itself with `focusableRows`), an infinite-loading trigger near the end,
// and a visible "Load more" button for when scrolling is not how the user moves. A failed page ends
// the list with the error and "Try again" (never an automatic loop). Offline, each next page is
// asked once (the service worker may hold it from an earlier visit); when it does not come, the
// list ends with a note instead of an error.
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { describeError } from '../../session/errors/describeError';
import { useOnlineStatus } from '../../session/network/online';

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

/**
 * The longest complete list rendered without the virtualizer. A Safe's queue is mostly a handful
 * of rows: rendering them all costs less than measuring them, and measuring re-rendered the list
 * in the same task that first showed it (the queue's longest task on a slow phone).
 */
export const PLAIN_LIST_MAX_ROWS = 24;

/** Renders a virtualised list (a short, complete one as a plain list). */
export function VirtualList<T>(props: VirtualListProps<T>) {
  if (props.scroll === 'container') return <ContainerList {...props} />;
  if (!props.hasNextPage && props.items.length <= PLAIN_LIST_MAX_ROWS)
    return <PlainList {...props} />;
  return <WindowList {...props} />;
}

/** A row's list semantics and style hook, the same in a plain and a virtualised list. */
function listItemProps(index: number, setSize: number, focusableRows: boolean) {
  return {
    role: 'listitem',
    'aria-setsize': setSize,
    'aria-posinset': index + 1,
    tabIndex: focusableRows ? 0 : undefined,
    className: 'virtual-row',
  } as const;
}

/** Every row in the flow of the page: the same list semantics, nothing to measure. */
function PlainList<T>({
  items,
  getKey,
  renderItem,
  label,
  focusableRows = false,
}: VirtualListProps<T>) {
  return (
    <div className="virtual-list">
      <div role="list" aria-label={label}>
        {items.map((item, index) => (
          <div key={getKey(item, index)} {...listItemProps(index, items.length, focusableRows)}>
            {renderItem(item, index)}
          </div>
        ))}
      </div>
    </div>
  );
}

function WindowList<T>(props: VirtualListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    // Row positions are measured from the list's top, the window scrolls from the page's top.
    const margin = listRef.current
      ? listRef.current.getBoundingClientRect().top + window.scrollY
      : 0;
    // As a transition: the rows are already where they belong (each is placed at start - offset),
    // the margin only trims which rows are rendered, so that re-render may come after the paint
    // instead of lengthening the commit that first shows the list.
    startTransition(() => setScrollMargin(margin));
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: props.items.length,
    estimateSize: () => props.estimateSize ?? 72,
    overscan: props.overscan ?? 6,
    scrollMargin,
    getItemKey: (index) => props.getKey(props.items[index] as T, index),
  });
  return <ListBody {...props} virtualizer={virtualizer} listRef={listRef} offset={scrollMargin} />;
}

function ContainerList<T>(props: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: props.items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => props.estimateSize ?? 72,
    overscan: props.overscan ?? 6,
    getItemKey: (index) => props.getKey(props.items[index] as T, index),
  });
  return (
    <div
      ref={scrollRef}
      className="virtual-scroll"
      style={{ height: props.height ?? '70vh', overflowY: 'auto' }}
    >
      <ListBody {...props} virtualizer={virtualizer} offset={0} />
    </div>
  );
}

interface ListBodyProps<T> extends VirtualListProps<T> {
  virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLDivElement, Element>;
  listRef?: RefObject<HTMLDivElement | null>;
  offset: number;
}

function ListBody<T>({
  items,
  renderItem,
  label,
  focusableRows = false,
  hasNextPage = false,
  isFetchingNextPage = false,
  fetchNextPage,
  loadMoreThreshold = 5,
  offlineEndText = 'Older items load when you are back online',
  nextPageError = null,
  virtualizer,
  listRef,
  offset,
}: ListBodyProps<T>) {
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems.at(-1)?.index ?? -1;
  const online = useOnlineStatus();
  const failed = nextPageError != null && !isFetchingNextPage;
  // Offline, the list length at which the next page was last asked: once per length, because a
  // page the worker does not hold pauses (no error) and asking again would loop.
  const offlineAskedAt = useRef<number | null>(null);
  useEffect(() => {
    // A failed page is asked again only by the user: re-asking whenever a fetch ends made a list
    // request the same failing page in a tight loop. Retryable errors were already retried with
    // back-off by the query client before the failure got here.
    if (failed || !hasNextPage || isFetchingNextPage || !fetchNextPage) return;
    if (!online && offlineAskedAt.current === items.length) return;
    if (lastIndex >= items.length - 1 - loadMoreThreshold) {
      offlineAskedAt.current = online ? null : items.length;
      void fetchNextPage();
    }
  }, [
    online,
    failed,
    lastIndex,
    items.length,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    loadMoreThreshold,
  ]);

  return (
    <div className="virtual-list">
      <div
        ref={listRef}
        role="list"
        aria-label={label}
        aria-busy={(online && isFetchingNextPage) || undefined}
        style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}
      >
        {virtualItems.map((row) => (
          <div
            key={row.key}
            // -1: the total is unknown while more pages exist.
            {...listItemProps(row.index, hasNextPage ? -1 : items.length, focusableRows)}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start - offset}px)`,
            }}
          >
            {renderItem(items[row.index] as T, row.index)}
          </div>
        ))}
      </div>
      {hasNextPage && fetchNextPage && !online && (
        <div className="load-more">
          <p className="list-end-note">{offlineEndText}</p>
        </div>
      )}
      {hasNextPage && fetchNextPage && online && failed && (
        <div className="load-more" role="alert">
          <p className="field-error">
            More items could not be loaded: {describeError(nextPageError)}
          </p>
          <button type="button" className="button" onClick={() => void fetchNextPage()}>
            Try again
          </button>
        </div>
      )}
      {hasNextPage && fetchNextPage && online && !failed && (
        <div className="load-more">
          <button
            type="button"
            className="button"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? 'Loading more…' : 'Load more'}
          </button>
        </div>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {online && isFetchingNextPage ? 'Loading more items' : ''}
      </p>
    </div>
  );
}
