// The one TanStack Query client. Defaults are spelled out here so every screen shares them.
import { QueryClient, type Query } from '@tanstack/react-query';
import { shareKeepingCachedAt, trackWorkerCacheAge } from './cachedAt';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How long persisted queries stay restorable (the persister's maxAge). */
export const PERSIST_MAX_AGE_MS = 7 * DAY;

/** Options of `createQueryClient`; every default is visible in the signature. */
export interface CreateQueryClientParameters {
  /** Data younger than this is served without a refetch. */
  staleTime?: number;
  /** Unused data is kept this long; must be ≥ PERSIST_MAX_AGE_MS or restored queries vanish. */
  gcTime?: number;
  /** Failed requests (network errors, 5xx) are retried this many times; 4xx never. */
  maxRetries?: number;
}

/** Reads an HTTP status from an error or its `cause`, if either carries one. */
export function httpStatusOf(error: unknown): number | undefined {
  for (let current = error, depth = 0; current != null && depth < 3; depth += 1) {
    if (typeof current !== 'object') return undefined;
    const status = (current as { status?: unknown }).status;
    if (typeof status === 'number') return status;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The longest Retry-After the app waits out by itself; a longer one is shown with "Try again". */
export const MAX_RETRY_AFTER_MS = 10_000;

/** The Retry-After (ms) an error or its `cause` carries, if any. */
export function retryAfterOf(error: unknown): number | undefined {
  for (let current = error, depth = 0; current != null && depth < 3; depth += 1) {
    if (typeof current !== 'object') return undefined;
    const after = (current as { retryAfterMs?: unknown }).retryAfterMs;
    if (typeof after === 'number') return after;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The wait before try `failureCount + 1`: the server's Retry-After, else a doubling back-off. */
export function retryDelay(failureCount: number, error: unknown): number {
  return retryAfterOf(error) ?? Math.min(1000 * 2 ** failureCount, 30_000);
}

/** Client errors that say "not now" rather than "never": asked again after a back-off. */
const RETRYABLE_CLIENT_ERRORS = new Set([408, 425, 429]);

/**
 * True when the request should be retried: not a client error (4xx, except timeouts and "too many
 * requests") and under the limit, unless the server asked to wait longer than MAX_RETRY_AFTER_MS.
 */
export function shouldRetry(failureCount: number, error: unknown, maxRetries = 2): boolean {
  const status = httpStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500 && !RETRYABLE_CLIENT_ERRORS.has(status))
    return false;
  // Asked to come back later than the user would wait: say so now instead of spinning.
  if ((retryAfterOf(error) ?? 0) > MAX_RETRY_AFTER_MS) return false;
  return failureCount < maxRetries;
}

/**
 * How long after a request's last try failed a screen that mounts shows that failure (with "Try
 * again") instead of asking again. The entry asks for a link's first data before the screen's code
 * has arrived; on a slow phone the screen can mount after all three tries failed, and asking again
 * then doubled the requests to a failing gateway.
 */
export const RECENT_FAILURE_MS = 10_000;

/**
 * Whether `query` may refresh by itself now (a view mounts, the window regains focus): not while
 * its last failure is recent.
 */
export function mayRefreshByItself(query: Pick<Query, 'state'>, now = Date.now()): boolean {
  const { status, errorUpdatedAt } = query.state;
  return !(status === 'error' && now - errorUpdatedAt < RECENT_FAILURE_MS);
}

/** Creates the app's QueryClient. */
export function createQueryClient({
  staleTime = 30_000,
  gcTime = PERSIST_MAX_AGE_MS,
  maxRetries = 2,
}: CreateQueryClientParameters = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime,
        gcTime: Math.max(gcTime, PERSIST_MAX_AGE_MS),
        retry: (failureCount, error) => shouldRetry(failureCount, error, maxRetries),
        retryDelay,
        // Fetch even when the browser says offline: the service worker may answer from its cache.
        networkMode: 'offlineFirst',
        // Stale data is refreshed when a view mounts or the window regains focus, unless its last
        // failure is recent (above): "Try again" asks at once.
        refetchOnWindowFocus: (query) => mayRefreshByItself(query),
        refetchOnMount: (query) => mayRefreshByItself(query),
        // Equal answers keep the previous objects; the worker's stored-at mark goes with them.
        structuralSharing: shareKeepingCachedAt,
      },
      mutations: {
        retry: false,
      },
    },
  });
  // Answers from the service worker's copy keep their stored time (see cachedAt.ts).
  trackWorkerCacheAge(client.getQueryCache());
  return client;
}
