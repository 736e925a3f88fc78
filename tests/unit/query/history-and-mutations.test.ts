// One history factory for every filter (keys stable across the refactor, each filter asks its own
// gateway list), the key predicates persistence uses, and the write side's mutation options.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient, type GatewayClient } from '../../../src/gateway';
import {
  gatewayKeys,
  isGatewayKey,
  isKeyOfSafe,
  localKeys,
  parseSafeScopedKey,
  safeKeyOf,
} from '../../../src/query/keys';
import { addConfirmationMutationOptions } from '../../../src/query/mutations';
import { historyQueryOptions, safeInfoQueryOptions } from '../../../src/query/options';

const SAFE = '0x5aFE3855358E112B5647B952709E6165e1c1eEEe';
const seen: { method: string; url: string; body: string }[] = [];
let server: Server;
let client: GatewayClient;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(body));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body });
      if (req.method === 'POST') {
        res.writeHead(204).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ count: 0, next: null, previous: null, results: [] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = createGatewayClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('historyQueryOptions', () => {
  it('keeps the keys persisted data was saved under, one per filter', () => {
    const key = (filter: 'all' | 'incoming' | 'outgoing' | 'module') =>
      historyQueryOptions(client, { chainId: '1', safeAddress: SAFE, filter, timezone: 'UTC' })
        .queryKey;
    const base = gatewayKeys.safe(client.baseUrl, '1', SAFE);
    expect(key('all')).toEqual([...base, 'history', { timezone: 'UTC' }]);
    expect(key('incoming')).toEqual([...base, 'incoming', { timezone: 'UTC' }]);
    expect(key('outgoing')).toEqual([...base, 'multisig', { executed: true, timezone: 'UTC' }]);
    expect(key('module')).toEqual([...base, 'module', { timezone: 'UTC' }]);
  });

  it('asks each filter’s own gateway list', async () => {
    seen.length = 0;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    for (const filter of ['all', 'incoming', 'outgoing', 'module'] as const) {
      await queryClient.fetchInfiniteQuery(
        historyQueryOptions(client, { chainId: '1', safeAddress: SAFE, filter }),
      );
    }
    expect(seen.map(({ url }) => url.split('?')[0])).toEqual([
      `/v1/chains/1/safes/${SAFE}/transactions/history`,
      `/v1/chains/1/safes/${SAFE}/incoming-transfers/`,
      `/v1/chains/1/safes/${SAFE}/multisig-transactions/`,
      `/v1/chains/1/safes/${SAFE}/module-transactions/`,
    ]);
    expect(seen[2]?.url).toContain('executed=true');
  });
});

describe('key predicates', () => {
  it('read a Safe-scoped key back and match only that Safe', () => {
    const key = historyQueryOptions(client, { chainId: '1', safeAddress: SAFE }).queryKey;
    expect(parseSafeScopedKey(key)).toEqual({
      baseUrl: client.baseUrl,
      chainId: '1',
      safeAddress: SAFE,
      rest: ['history', {}],
    });
    expect(safeKeyOf(key)).toBe(`1:${SAFE}`);
    expect(isKeyOfSafe({ chainId: '1', safeAddress: SAFE })(key)).toBe(true);
    expect(isKeyOfSafe({ chainId: '5', safeAddress: SAFE })(key)).toBe(false);
    expect(parseSafeScopedKey(gatewayKeys.chains(client.baseUrl))).toBeNull();
    expect(isGatewayKey(key)).toBe(true);
    expect(isGatewayKey(localKeys.addressBookChain('1'))).toBe(false);
    expect(isGatewayKey(localKeys.recentSafes())).toBe(false);
  });
});

describe('mutation options', () => {
  it('post the confirmation and refetch the Safe’s cached data', async () => {
    seen.length = 0;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const safe = { chainId: '1', safeAddress: SAFE };
    const info = safeInfoQueryOptions(client, safe);
    queryClient.setQueryData(info.queryKey, { nonce: 1 } as never);
    const observer = new MutationObserver(
      queryClient,
      addConfirmationMutationOptions(client, queryClient, safe),
    );
    const safeTxHash = `0x${'11'.repeat(32)}`;
    const signature = `0x${'22'.repeat(65)}`;
    await observer.mutate({ safeTxHash, signature });
    const post = seen.find(({ method }) => method === 'POST');
    expect(post?.url).toBe(`/v1/chains/1/transactions/${safeTxHash}/confirmations`);
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ signature });
    expect(queryClient.getQueryState(info.queryKey)?.isInvalidated).toBe(true);
  });
});
