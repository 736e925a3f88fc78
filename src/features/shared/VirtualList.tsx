// A long list that renders only the rows in view (@tanstack/react-virtual), with list semantics for
// screen readers (role list/listitem, position and set size), rows reachable by Tab (their own
// links/buttons, or the row itself with `focusableRows`), an infinite-loading trigger near the end,
// and a visible "Load more" button for when scrolling is not how the user moves. A failed page ends
// the list with the error and "Try again" (never an automatic loop). Offline, each next page is
// asked once (the service worker may hold it from an earlier visit); when it does not come, the
// list ends with a note instead of an error.
import { lazy, Suspense, type ComponentType } from 'react';
import { listItemProps, type VirtualListProps } from './virtualListParts';

export type { VirtualListProps } from './virtualListParts';

/**
 * The longest complete list rendered without the virtualizer. A Safe's queue is mostly a handful
 * of rows: rendering them all costs less than measuring them, and measuring re-rendered the list
 * in the same task that first showed it (the queue's longest task on a slow phone).
 */
export const PLAIN_LIST_MAX_ROWS = 24;

// The virtualizer's code (~11 KB) is not on a short list's first paint: a Safe's queue and most
// histories render whole, and the screen's rows shared the network with it.
const Virtualized = lazy(() =>
  import('./VirtualizedList').then((module) => ({
    // One component for every row type: the props' T is the caller's, checked at VirtualList.
    default: module.VirtualizedList as ComponentType<VirtualListProps<unknown>>,
  })),
);

/** Renders a virtualised list (a short, complete one as a plain list). */
export function VirtualList<T>(props: VirtualListProps<T>) {
  if (
    props.scroll !== 'container' &&
    !props.hasNextPage &&
    props.items.length <= PLAIN_LIST_MAX_ROWS
  )
    return <PlainList {...props} />;
  // Until the virtualizer arrives, the first rows in the flow of the page (its own list semantics:
  // the whole set's size, or -1 while more pages exist).
  const setSize = props.hasNextPage ? -1 : props.items.length;
  return (
    <Suspense
      fallback={
        <PlainList {...props} items={props.items.slice(0, PLAIN_LIST_MAX_ROWS)} setSize={setSize} />
      }
    >
      <Virtualized {...(props as VirtualListProps<unknown>)} />
    </Suspense>
  );
}

/** Every row in the flow of the page: the same list semantics, nothing to measure. */
function PlainList<T>({
  items,
  getKey,
  renderItem,
  label,
  focusableRows = false,
  setSize = items.length,
}: VirtualListProps<T> & { setSize?: number }) {
  return (
    <div className="virtual-list">
      <div role="list" aria-label={label}>
        {items.map((item, index) => (
          <div key={getKey(item, index)} {...listItemProps(index, setSize, focusableRows)}>
            {renderItem(item, index)}
          </div>
        ))}
      </div>
    </div>
  );
}
