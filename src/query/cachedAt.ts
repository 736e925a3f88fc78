// A query answered by the service worker from its copy is as old as that copy, not "just now": its
// dataUpdatedAt is set back to the stored time, so "As of" and isRestoredData tell the truth and the
// data stays stale (refetched when the network returns).
import type { Query, QueryCache } from '@tanstack/react-query';
import { cachedAtOf } from '../gateway/cachedAt';

/** The oldest stored-at time in a query's data (each page of an infinite query), if any. */
export function oldestCachedAt(data: unknown): number | undefined {
  const pages = (data as { pages?: unknown } | null)?.pages;
  const parts = Array.isArray(pages) ? pages : [data];
  let oldest: number | undefined;
  for (const part of parts) {
    const at = cachedAtOf(part);
    if (at !== undefined && (oldest === undefined || at < oldest)) oldest = at;
  }
  return oldest;
}

/** Dates one query by its oldest cached part, when that is older than what it says now. */
function redate(query: Query): void {
  const at = oldestCachedAt(query.state.data);
  if (at !== undefined && at < query.state.dataUpdatedAt) query.setState({ dataUpdatedAt: at });
}

/** Re-dates every successful fetch that the worker answered from its copy; returns the unsubscribe. */
export function trackWorkerCacheAge(queryCache: QueryCache): () => void {
  return queryCache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual)
      redate(event.query);
  });
}
