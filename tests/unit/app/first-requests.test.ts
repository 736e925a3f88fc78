// The first screen's requests leave from the entry, with the very keys the screens then use: a
// screen mounting afterwards finds its data and asks nothing again.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFirstRequests } from '../../../src/app/firstRequests';
import { startSafeRequests } from '../../../src/app/firstSafeRequests';
import { createGatewayClient, type GatewayClient } from '../../../src/gateway';
import { chainsQueryOptions } from '../../../src/query/options/chains';
import { safeInfoQueryOptions } from '../../../src/query/options/safe';
import {
  deviceTimeZone,
  historyQueryOptions,
  transactionQueueQueryOptions,
} from '../../../src/query/options/transactions';

const SAFE = '0x5aFE3855358E112B5647B952709E6165e1c1eEEe';
const CHAIN = { chainId: '100', chainName: 'Gnosis', shortName: 'gno' };
const page = (results: unknown[]) => ({ results, next: null, previous: null });

let server: Server;
let client: GatewayClient;
const seen: string[] = [];
/** Balance requests with their query strings. */
const balanceQueries: string[] = [];
/** While set, the chain list is answered only once this resolves. */
let holdChains: Promise<void> | null = null;
/** The chain list the gateway serves (a test may make it disagree with the well-known ids). */
let chainList: unknown[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = req.url ?? '';
    seen.push(url.split('?')[0]);
    const path = url.split('?')[0];
    if (path.includes('/balances/')) {
      balanceQueries.push(url);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ fiatTotal: '0', items: [] }));
      return;
    }
    if (path.endsWith('/v1/chains') && holdChains) await holdChains;
    const body = path.endsWith('/v1/chains')
      ? page(chainList)
      : path.endsWith(`/safes/${SAFE}`)
        ? { address: { value: SAFE }, owners: [{ value: SAFE }], threshold: 1, nonce: 0 }
        : page([]);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = createGatewayClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  balanceQueries.length = 0;
  holdChains = null;
  chainList = [CHAIN];
});

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const ref = { chainId: CHAIN.chainId, safeAddress: SAFE };

/** Runs the Safe part the way startFirstRequests starts it, and waits until it settled. */
async function safeRequests(queryClient: QueryClient, pathname: string, search: string) {
  const chains = queryClient.prefetchInfiniteQuery(chainsQueryOptions(client));
  const safeParam = new URLSearchParams(search).get('safe') ?? '';
  await startSafeRequests(queryClient, client, { path: { pathname, search }, safeParam, chains });
  await chains;
}

describe('startFirstRequests', () => {
  it('asks nothing for a screen without a Safe: the welcome screen asks once it has painted', async () => {
    const queryClient = newClient();
    await startFirstRequests(queryClient, client, { pathname: '/welcome', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    expect(queryClient.getQueryData(chainsQueryOptions(client).queryKey)).toBeUndefined();
  });

  it('asks for the chain list at once for a Safe link', async () => {
    const queryClient = newClient();
    startFirstRequests(queryClient, client, {
      pathname: '/settings/setup',
      search: `?safe=gno:${SAFE}`,
    });
    await expect.poll(() => seen[0]).toBe('/v1/chains');
    await expect
      .poll(() => queryClient.getQueryData(chainsQueryOptions(client).queryKey))
      .toBeDefined();
  });
});

describe('startSafeRequests', () => {
  it('asks the queue screen for the Safe and its queue under the keys the screen uses', async () => {
    const queryClient = newClient();
    await safeRequests(queryClient, '/transactions/queue', `?safe=gno:${SAFE.toLowerCase()}`);
    expect([...seen].sort()).toEqual([
      '/v1/chains',
      `/v1/chains/100/safes/${SAFE}`,
      `/v1/chains/100/safes/${SAFE}/transactions/queued`,
    ]);
    expect(queryClient.getQueryData(safeInfoQueryOptions(client, ref).queryKey)).toBeDefined();
    expect(
      queryClient.getQueryData(transactionQueueQueryOptions(client, ref).queryKey),
    ).toBeDefined();
  });

  it('asks Home for the queue too, and the history screen for its filter in this time zone', async () => {
    let queryClient = newClient();
    await safeRequests(queryClient, '/Home', `?safe=gno:${SAFE}`);
    expect(seen).toContain(`/v1/chains/100/safes/${SAFE}/transactions/queued`);

    seen.length = 0;
    queryClient = newClient();
    await safeRequests(queryClient, '/transactions/history', `?safe=gno:${SAFE}&filter=incoming`);
    expect(seen).toContain(`/v1/chains/100/safes/${SAFE}/incoming-transfers/`);
    const options = historyQueryOptions(client, {
      ...ref,
      filter: 'incoming',
      timezone: deviceTimeZone(),
    });
    expect(queryClient.getQueryData(options.queryKey)).toBeDefined();
  });

  it('asks nothing more for an invalid link, an unknown chain or another screen', async () => {
    for (const [pathname, search] of [
      ['/transactions/queue', `?safe=gno:0x1234`],
      ['/transactions/queue', `?safe=xdai2:${SAFE}`],
    ]) {
      seen.length = 0;
      await safeRequests(newClient(), pathname, search);
      expect(seen).toEqual(['/v1/chains']);
    }
    seen.length = 0;
    await safeRequests(newClient(), '/settings/setup', `?safe=gno:${SAFE}`);
    expect([...seen].sort()).toEqual(['/v1/chains', `/v1/chains/100/safes/${SAFE}`]);
  });

  it("asks for a well-known chain's Safe beside the chain list, not after it", async () => {
    let release = () => {};
    holdChains = new Promise((resolve) => (release = resolve));
    const queryClient = newClient();
    const done = safeRequests(queryClient, '/transactions/queue', `?safe=gno:${SAFE}`);
    // The chain list has not answered yet: the Safe and its queue are already asked.
    await expect
      .poll(() => [...seen].sort())
      .toEqual([
        '/v1/chains',
        `/v1/chains/100/safes/${SAFE}`,
        `/v1/chains/100/safes/${SAFE}/transactions/queued`,
      ]);
    release();
    await done;
    expect(seen).toHaveLength(3);
    expect(queryClient.getQueryData(safeInfoQueryOptions(client, ref).queryKey)).toBeDefined();
  });

  it('follows the chain list where it disagrees with the well-known id', async () => {
    chainList = [{ ...CHAIN, chainId: '77', shortName: 'gno' }];
    const queryClient = newClient();
    await safeRequests(queryClient, '/transactions/queue', `?safe=gno:${SAFE}`);
    expect([...seen].sort()).toEqual([
      '/v1/chains',
      `/v1/chains/100/safes/${SAFE}`,
      `/v1/chains/100/safes/${SAFE}/transactions/queued`,
      `/v1/chains/77/safes/${SAFE}`,
      `/v1/chains/77/safes/${SAFE}/transactions/queued`,
    ]);
    const listed = { chainId: '77', safeAddress: SAFE };
    expect(queryClient.getQueryData(safeInfoQueryOptions(client, listed).queryKey)).toBeDefined();
  });

  it('asks no balances on any screen: Home asks for its total once it has painted', async () => {
    await safeRequests(newClient(), '/home', `?safe=gno:${SAFE}`);
    await safeRequests(newClient(), '/transactions/queue', `?safe=gno:${SAFE}`);
    await safeRequests(newClient(), '/transactions/history', `?safe=gno:${SAFE}`);
    expect(balanceQueries).toEqual([]);
  });
});
