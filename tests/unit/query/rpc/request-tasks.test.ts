// rpcRequest sends each request from a task of its own while a page is shown (a chain read's six
// fetch() calls were one long task), and at once where no page is shown.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rpcRequest } from '../../../../src/query/rpc/request';

const RPC = 'http://127.0.0.1:8545/';

/** A fetch that records its calls and answers a JSON-RPC result. */
function stubFetch(): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    calls.push(JSON.parse(String(init.body)).method as string);
    return Promise.resolve(new Response('{"jsonrpc":"2.0","id":1,"result":"0x1"}'));
  });
  return calls;
}

/** Runs every queued microtask (and the microtasks they queue). */
const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(() => vi.unstubAllGlobals());

describe('rpcRequest', () => {
  it('on a shown page, calls fetch only in a later task, one task per request', async () => {
    vi.stubGlobal('document', { visibilityState: 'visible' });
    const calls = stubFetch();
    let seenBetween = -1;
    const first = rpcRequest({ url: RPC, method: 'eth_chainId', params: [] });
    // A task queued between the two requests runs between their fetch() calls.
    setTimeout(() => (seenBetween = calls.length), 0);
    const second = rpcRequest({ url: RPC, method: 'eth_blockNumber', params: [] });
    for (let i = 0; i < 5; i += 1) await microtasks();
    expect(calls).toEqual([]);
    await expect(Promise.all([first, second])).resolves.toEqual(['0x1', '0x1']);
    expect(calls).toEqual(['eth_chainId', 'eth_blockNumber']);
    expect(seenBetween).toBe(1);
  });

  it('in a hidden page or a worker, calls fetch without waiting for a task', async () => {
    for (const document of [{ visibilityState: 'hidden' }, undefined]) {
      vi.stubGlobal('document', document);
      const calls = stubFetch();
      const request = rpcRequest({ url: RPC, method: 'eth_chainId', params: [] });
      await microtasks();
      expect(calls).toEqual(['eth_chainId']);
      await expect(request).resolves.toBe('0x1');
    }
  });
});
