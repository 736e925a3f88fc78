// "The first screen has its data": the moment the app may start optional work (preloading other
// screens' code) without competing with the first gateway responses for the network and the
// main thread.
import type { QueryClient } from '@tanstack/react-query';

/** Options of {@link whenFirstDataSettles}; every default is visible in the signature. */
export interface WhenFirstDataSettlesParameters {
  /**
   * Give up waiting after this long: a slow or absent gateway must not hold preloads forever, and
   * a warm start whose restored data is fresh fetches nothing at all.
   */
  timeoutMs?: number;
}

/**
 * Calls `run` once: the first time no query is fetching after at least one request left, or after
 * `timeoutMs`, whichever comes first. Returns a function that cancels it.
 */
export function whenFirstDataSettles(
  queryClient: QueryClient,
  run: () => void,
  { timeoutMs = 3_000 }: WhenFirstDataSettlesParameters = {},
): () => void {
  let done = false;
  let sawFetch = queryClient.isFetching() > 0;
  const finish = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(timer);
    run();
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() > 0) sawFetch = true;
    else if (sawFetch) finish();
  });
  const timer = setTimeout(finish, timeoutMs);
  return () => {
    done = true;
    unsubscribe();
    clearTimeout(timer);
  };
}

/**
 * Resolves the first time a query's fetch fails once and waits to be tried again (its retry is
 * then in flight: an observer that mounts now joins it instead of asking the gateway again).
 * Returns the promise and a function that stops listening.
 */
export function whenAFetchFails(queryClient: QueryClient): {
  failed: Promise<void>;
  stop: () => void;
} {
  let told: () => void = () => undefined;
  const failed = new Promise<void>((resolve) => (told = resolve));
  const stop = queryClient.getQueryCache().subscribe(({ query }) => {
    if (query.state.fetchFailureCount === 0 || query.state.fetchStatus === 'idle') return;
    stop();
    told();
  });
  return { failed, stop };
}
