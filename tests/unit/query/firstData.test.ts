// Preloads wait for the first screen's data: run once when the first fetches settle, or on timeout.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenFirstDataSettles } from '../../../src/query/firstData';

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
