// A query answered by the service worker from its copy is as old as that copy, not "just now": its
// dataUpdatedAt is set back to the stored time, so "As of" and isRestoredData tell the truth and the
// data stays stale (refetched when the network returns). Structural sharing keeps the previous
// objects when an answer equals them, so the mark is carried over to the objects actually kept.
import { replaceEqualDeep, type Query, type QueryCache } from '@tanstack/react-query';
import { cachedAtOf, forgetCachedAt, markCachedAt } from '../gateway/cachedAt';

/** Gives `kept` the mark of `fresh` (or none, when the fresh answer came from the network). */
function carryMark(fresh: unknown, kept: unknown): void {
  if (kept === fresh) return;
  const at = cachedAtOf(fresh);
  if (at === undefined) forgetCachedAt(kept);
  else markCachedAt(kept, at);
}

/** TanStack's structural sharing, keeping the worker's stored-at marks on what it keeps. */
export function shareKeepingCachedAt(previous: unknown, next: unknown): unknown {
  const kept = replaceEqualDeep(previous, next);
  const nextPages = (next as { pages?: unknown } | null)?.pages;
  const keptPages = (kept as { pages?: unknown } | null)?.pages;
  if (Array.isArray(nextPages) && Array.isArray(keptPages)) {
    nextPages.forEach((page, index) => carryMark(page, keptPages[index]));
  } else {
    carryMark(next, kept);
  }
  return kept;
}

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
