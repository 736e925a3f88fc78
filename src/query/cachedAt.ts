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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Where answers sit in query data: the pages of an infinite query, else the data itself and its
 * direct fields (a query that combines several answers, such as balances by trust).
 */
function answerSlots(data: unknown): [key: string | number | null, value: unknown][] {
  if (!isObject(data)) return [];
  if (Array.isArray(data.pages)) return data.pages.map((page, index) => [index, page]);
  return [[null, data], ...Object.entries(data)];
}

/** TanStack's structural sharing, keeping the worker's stored-at marks on what it keeps. */
export function shareKeepingCachedAt(previous: unknown, next: unknown): unknown {
  const kept = replaceEqualDeep(previous, next);
  if (kept === next || !isObject(kept)) return kept;
  const keptPages: unknown[] | undefined = Array.isArray(kept.pages) ? kept.pages : undefined;
  for (const [key, value] of answerSlots(next)) {
    if (key === null) carryMark(value, kept);
    else if (typeof key === 'number') carryMark(value, keptPages?.[key]);
    else carryMark(value, kept[key]);
  }
  return kept;
}

/** The oldest stored-at time among the answers in a query's data, if any came from the copy. */
export function oldestCachedAt(data: unknown): number | undefined {
  let oldest: number | undefined;
  for (const [, part] of answerSlots(data)) {
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
