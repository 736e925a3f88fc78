// Query client defaults: no retry on client errors, gcTime never below the persistence maxAge.
import { describe, expect, it } from 'vitest';
import {
  createQueryClient,
  httpStatusOf,
  PERSIST_MAX_AGE_MS,
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
