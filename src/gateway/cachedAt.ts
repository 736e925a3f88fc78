// Answers the service worker served from its copy carry the time they were stored. The body an
// action returns is a plain object, so the time rides beside it in a WeakMap: no action's return
// type changes, and the query layer asks `cachedAtOf(data)` to date what a screen shows.

/** Response header the service worker sets on a stored answer: ms since epoch, when it was stored. */
export const CACHED_AT_HEADER = 'X-Countersign-Cached-At';

const cachedAt = new WeakMap<object, number>();

/** The stored-at time of a response, or undefined for a fresh answer (or a missing/bad header). */
export function cachedAtOfResponse(response: Pick<Response, 'headers'>): number | undefined {
  const value = Number(response.headers.get(CACHED_AT_HEADER) ?? Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Remembers that `body` (a parsed response) was stored at `at`. */
export function markCachedAt(body: unknown, at: number): void {
  if (typeof body === 'object' && body !== null) cachedAt.set(body, at);
}

/** When the data in `body` was stored by the service worker; undefined when it is fresh. */
export function cachedAtOf(body: unknown): number | undefined {
  return typeof body === 'object' && body !== null ? cachedAt.get(body) : undefined;
}

/** Drops the mark of `body` (its data was answered fresh again). */
export function forgetCachedAt(body: unknown): void {
  if (typeof body === 'object' && body !== null) cachedAt.delete(body);
}
