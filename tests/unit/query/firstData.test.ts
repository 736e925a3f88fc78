// Preloads wait for the first screen's data: run once when the first fetches settle, or on timeout.
// A first failed attempt is told while its retry is still to come.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenAFetchFails, whenFirstDataSettles } from '../../../src/query/firstData';

afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve: (value: string) => void = () => undefined;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

describe('whenFirstDataSettles', () => {
  it('waits while the first queries fetch and runs once when the last one lands', async () => {
    const client = new QueryClient();
    const run = vi.fn();
    whenFirstDataSettles(client, run);
    const first = deferred();
    const second = deferred();
    const a = client.fetchQuery({ queryKey: ['a'], queryFn: () => first.promise });
    const b = client.fetchQuery({ queryKey: ['b'], queryFn: () => second.promise });
    first.resolve('a');
    await a;
    expect(run).not.toHaveBeenCalled();
    second.resolve('b');
    await b;
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());
    await client.fetchQuery({ queryKey: ['c'], queryFn: async () => 'c' });
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs after the timeout when the gateway never answers', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const run = vi.fn();
    void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) });
    whenFirstDataSettles(client, run, { timeoutMs: 3_000 });
    vi.advanceTimersByTime(2_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const run = vi.fn();
    const cancel = whenFirstDataSettles(client, run, { timeoutMs: 100 });
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('whenAFetchFails', () => {
  it('resolves after a first failed attempt, while the retry is still to come', async () => {
    const client = new QueryClient();
    let attempts = 0;
    const { failed } = whenAFetchFails(client);
    let told = false;
    void failed.then(() => (told = true));
    let retry = () => undefined as void;
    const retried = new Promise<void>((resolve) => (retry = resolve));
    const fetching = client.fetchQuery({
      queryKey: ['x'],
      queryFn: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('503');
        return 'ok';
      },
      retry: 1,
      retryDelay: () => {
        retry();
        return 20;
      },
    });
    await retried;
    await failed;
    expect(told).toBe(true);
    // Told during the back-off: the second attempt had not been made yet.
    expect(attempts).toBe(1);
    await expect(fetching).resolves.toBe('ok');
    expect(attempts).toBe(2);
  });

  it('stays unresolved while fetches succeed, and stops listening when told to', async () => {
    const client = new QueryClient();
    const { failed, stop } = whenAFetchFails(client);
    let told = false;
    void failed.then(() => (told = true));
    await client.fetchQuery({ queryKey: ['y'], queryFn: async () => 'ok' });
    stop();
    await client
      .fetchQuery({
        queryKey: ['z'],
        queryFn: async () => Promise.reject(new Error('x')),
        retry: 1,
        retryDelay: 1,
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(told).toBe(false);
  });
});
