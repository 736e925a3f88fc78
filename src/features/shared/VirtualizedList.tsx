// The virtualised list (@tanstack/react-virtual): only the rows in view are rendered, with the
// infinite-loading trigger, "Load more" and a failed page's "Try again" (see VirtualList.tsx). Loaded
// only for a list too long, or not yet complete, to render whole.
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { describeError } from '../../session/errors/describeError';
import { useOnlineStatus } from '../../session/network/online';
import { listItemProps, type VirtualListProps } from './virtualListParts';

/** Renders `props` virtualised, scrolling with the window or inside its own box. */
export function VirtualizedList<T>(props: VirtualListProps<T>) {
  return props.scroll === 'container' ? <ContainerList {...props} /> : <WindowList {...props} />;
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
  listRef?: RefObject<HTMLDivElement>;
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
  // Where the next page was last asked (online or not, and the list length): once each. Offline, a
  // page the worker does not hold pauses (no error) and asking again would loop; online, the effect
  // can run again before the query says it is fetching (the rows in view were just measured), and
  // a second ask would cancel the first request and send it again.
  const askedAt = useRef<string | null>(null);
  useEffect(() => {
    // A failed page is asked again only by the user: re-asking whenever a fetch ends made a list
    // request the same failing page in a tight loop. Retryable errors were already retried with
    // back-off by the query client before the failure got here.
    if (failed || !hasNextPage || isFetchingNextPage || !fetchNextPage) return;
    const at = `${online ? 'online' : 'offline'}:${items.length}`;
    if (askedAt.current === at) return;
    if (lastIndex >= items.length - 1 - loadMoreThreshold) {
      askedAt.current = at;
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
