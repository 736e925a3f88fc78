// Query client defaults: no retry on client errors, gcTime never below the persistence maxAge.
import { focusManager, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  createQueryClient,
  httpStatusOf,
  mayRefreshByItself,
  PERSIST_MAX_AGE_MS,
  RECENT_FAILURE_MS,
  shouldRetry,
} from '../../../src/query/client';

describe('shouldRetry', () => {
  it('never retries 4xx, also when the status sits on the cause', () => {
    expect(shouldRetry(0, { status: 404 })).toBe(false);
    expect(shouldRetry(0, { status: 422 })).toBe(false);
    expect(shouldRetry(0, new Error('wrapped', { cause: { status: 400 } }))).toBe(false);
  });

  it('retries network errors and 5xx up to the limit', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, { status: 503 })).toBe(true);
    expect(shouldRetry(2, { status: 503 })).toBe(false);
    expect(shouldRetry(4, { status: 500 }, 5)).toBe(true);
  });

  it('reads no status from values without one', () => {
    expect(httpStatusOf('boom')).toBeUndefined();
    expect(httpStatusOf(null)).toBeUndefined();
  });
});

describe('createQueryClient', () => {
  it('keeps unused data at least as long as persisted data may be restored', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.gcTime).toBeGreaterThanOrEqual(PERSIST_MAX_AGE_MS);
    expect(defaults?.staleTime).toBe(30_000);
    expect(createQueryClient({ gcTime: 1_000 }).getDefaultOptions().queries?.gcTime).toBe(
      PERSIST_MAX_AGE_MS,
    );
  });
});

describe('a view that mounts right after a failure', () => {
  const failedAt = (errorUpdatedAt: number, status: 'error' | 'success' = 'error') => ({
    state: { status, errorUpdatedAt } as never,
  });

  it('does not refresh a query whose last failure is recent, and does once it is not', () => {
    const now = 1_000_000;
    expect(mayRefreshByItself(failedAt(now - 1), now)).toBe(false);
    expect(mayRefreshByItself(failedAt(now - RECENT_FAILURE_MS + 1), now)).toBe(false);
    expect(mayRefreshByItself(failedAt(now - RECENT_FAILURE_MS), now)).toBe(true);
    // A later success clears it: the failure is history.
    expect(mayRefreshByItself(failedAt(now - 1, 'success'), now)).toBe(true);
  });

  /** A client holding restored (stale) data under `queryKey` whose refresh just failed once. */
  async function restoredThenFailed(queryKey: string[]) {
    const client = createQueryClient({ maxRetries: 0 });
    client.setQueryData(queryKey, 'restored', { updatedAt: Date.now() - 60_000 });
    const queryFn = vi.fn(async (): Promise<string> => {
      throw new Error('503');
    });
    await client.prefetchQuery({ queryKey, queryFn });
    return { client, queryFn };
  }

  it('shows the failure of a request the entry started instead of asking the gateway again', async () => {
    const queryKey = ['safe'];
    // Restored (stale) data, then the entry's refresh fails.
    const { client, queryFn } = await restoredThenFailed(queryKey);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(queryKey)?.status).toBe('error');

    const screen = new QueryObserver(client, { queryKey, queryFn });
    const stop = screen.subscribe(() => undefined);
    expect(screen.getCurrentResult()).toMatchObject({ data: 'restored', isError: true });
    expect(screen.getCurrentResult().fetchStatus).toBe('idle');
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();

    // Once the failure is no longer recent, a view that mounts refreshes the stale data.
    vi.useFakeTimers({ now: Date.now() + RECENT_FAILURE_MS, toFake: ['Date'] });
    try {
      const later = new QueryObserver(client, { queryKey, queryFn });
      const stopLater = later.subscribe(() => undefined);
      expect(queryFn).toHaveBeenCalledTimes(2);
      stopLater();
    } finally {
      vi.useRealTimers();
    }
    client.clear();
  });

  it('does not refresh a recent failure when the window regains focus, and does later', async () => {
    // The client reacts to focus after resuming paused mutations (a promise): let that settle.
    const regainFocus = async () => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const queryKey = ['queue'];
    const { client, queryFn } = await restoredThenFailed(queryKey);
    const screen = new QueryObserver(client, { queryKey, queryFn });
    const stop = screen.subscribe(() => undefined);
    client.mount();
    try {
      await regainFocus();
      expect(queryFn).toHaveBeenCalledTimes(1);

      vi.useFakeTimers({ now: Date.now() + RECENT_FAILURE_MS, toFake: ['Date'] });
      await regainFocus();
      expect(queryFn).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
      focusManager.setFocused(undefined);
      stop();
      client.unmount();
      client.clear();
    }
  });
});
