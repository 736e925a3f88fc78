// A list screen's data handed over in a transition. An answer from the gateway updates a query
// through useSyncExternalStore, which React renders synchronously: a page of twenty rows drawn in
// that update was the screen's longest task (90 ms on a 4x-slowed phone CPU). Deferred, the
// update's own render keeps what the screen showed, and React draws the rows in the background,
// yielding to the browser every few milliseconds, then commits them at once.
import { useDeferredValue } from 'react';
import type { QueryStateQuery } from './QueryState';

/** The parts of a query result a list screen reads through QueryState. */
export type DeferrableQuery<TData> = QueryStateQuery<TData>;

/**
 * `query` with `data` deferred (useDeferredValue). While the new data renders in the background the
 * screen still shows the old state: data that was not there yet reads as loading, not as an error.
 */
export function useDeferredQueryData<TData>(query: DeferrableQuery<TData>): DeferrableQuery<TData> {
  const data = useDeferredValue(query.data);
  if (data === query.data) return query;
  return {
    data,
    error: data === undefined ? null : query.error,
    isPending: data === undefined,
    fetchStatus: query.fetchStatus,
    refetch: query.refetch,
    dataUpdatedAt: query.dataUpdatedAt,
    errorUpdatedAt: query.errorUpdatedAt,
    isFetching: query.isFetching,
    isFetchNextPageError: query.isFetchNextPageError,
  };
}
