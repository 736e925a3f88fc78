import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient, type GatewayClient } from '../../../src/gateway';
import { gatewayKeys } from '../../../src/query/keys';
import {
  balancesByTrustQueryOptions,
  collectiblesQueryOptions,
  safeInfoQueryOptions,
  historyQueryOptions,
} from '../../../src/query/options';

const SAFE = '0x5aFE3855358E112B5647B952709E6165e1c1eEEe';
const routes = new Map<string, { status: number; body: unknown }>();
const seen: string[] = [];
let server: Server;
let client: GatewayClient;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    const route = routes.get(req.url ?? '') ?? {
      status: 404,
      body: { code: 404, message: 'No route' },
    };
    res.writeHead(route.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(route.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = createGatewayClient({ baseUrl: origin });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('query keys', () => {
  it('share one entry for any address casing and nest Safe data under its Safe', () => {
    const lower = gatewayKeys.safeScoped('g', '1', SAFE.toLowerCase(), 'info');
    const mixed = gatewayKeys.safeScoped('g', '1', SAFE, 'info');
    expect(lower).toEqual(mixed);
    expect(mixed.slice(0, 6)).toEqual(gatewayKeys.safe('g', '1', SAFE));
  });

  it('keep two gateways apart', () => {
    expect(safeInfoQueryOptions(client, { chainId: '1', safeAddress: SAFE }).queryKey).not.toEqual(
      safeInfoQueryOptions(createGatewayClient({ baseUrl: 'http://other' }), {
        chainId: '1',
        safeAddress: SAFE,
      }).queryKey,
    );
  });

  it('rejects an invalid address instead of caching under it', () => {
    expect(() => gatewayKeys.safe('g', '1', '0x1234')).toThrow();
  });
});

describe('query options', () => {
  it('page the history by the gateway’s own next URL, exactly as given', async () => {
    const base = `/v1/chains/1/safes/${SAFE}/transactions/history`;
    const next = `${origin}${base}?cursor=limit%3D1%26offset%3D1`;
    routes.set(base, {
      status: 200,
      body: { count: 2, next, previous: null, results: [{ type: 'DATE_LABEL', timestamp: 1 }] },
    });
    routes.set(`${base}?cursor=limit%3D1%26offset%3D1`, {
      status: 200,
      body: {
        count: 2,
        next: null,
        previous: base,
        results: [{ type: 'DATE_LABEL', timestamp: 2 }],
      },
    });
    const queryClient = newClient();
    const data = await queryClient.fetchInfiniteQuery({
      ...historyQueryOptions(client, { chainId: '1', safeAddress: SAFE }),
      pages: 3,
    });
    expect(data.pages.map((page) => page.results[0])).toEqual([
      { type: 'DATE_LABEL', timestamp: 1 },
      { type: 'DATE_LABEL', timestamp: 2 },
    ]);
    expect(data.pageParams).toEqual([undefined, next]);
  });

  it('fall back to v1 collectibles when v2 is not routed', async () => {
    routes.set(`/v1/chains/5/safes/${SAFE}/collectibles`, {
      status: 200,
      body: [
        {
          address: SAFE,
          tokenName: 'Kitties',
          tokenSymbol: 'KIT',
          logoUri: '',
          id: '7',
          uri: '',
          name: 'Kitty #7',
          description: '',
          imageUri: 'https://example.org/7.png',
          metadata: {},
        },
      ],
    });
    const data = await newClient().fetchInfiniteQuery(
      collectiblesQueryOptions(client, { chainId: '5', safeAddress: SAFE }),
    );
    expect(data.pages).toHaveLength(1);
    expect(data.pages[0]?.results[0]).toMatchObject({ id: '7', name: 'Kitty #7', uri: null });
    expect(seen).toContain(`/v2/chains/5/safes/${SAFE}/collectibles`);
  });

  it('read balances three ways to learn which tokens are trusted and which are spam', async () => {
    const base = `/v1/chains/7/safes/${SAFE}/balances/eur`;
    const token = (address: string) => ({
      tokenInfo: { type: 'ERC20', address, decimals: 18, symbol: 'T', name: 'T', logoUri: '' },
      balance: '1',
      fiatBalance: '0',
      fiatConversion: '0',
    });
    const [good, airdrop, spam] = ['0xAa', '0xBb', '0xCc'].map((p) => p + '00'.repeat(19));
    const page = (...addresses: string[]) => ({
      status: 200,
      body: { fiatTotal: '0', items: addresses.map(token) },
    });
    routes.set(`${base}?trusted=false&exclude_spam=false`, page(good!, airdrop!, spam!));
    routes.set(`${base}?trusted=false&exclude_spam=true`, page(good!, airdrop!));
    routes.set(`${base}?trusted=true&exclude_spam=true`, page(good!));
    const data = await newClient().fetchQuery(
      balancesByTrustQueryOptions(client, { chainId: '7', safeAddress: SAFE, currency: 'eur' }),
    );
    expect(data.all.items).toHaveLength(3);
    expect(data.notSpam).toEqual([good!.toLowerCase(), airdrop!.toLowerCase()]);
    expect(data.trusted).toEqual([good!.toLowerCase()]);
  });

  it('do not hide a v2 server error behind the v1 fallback', async () => {
    routes.set(`/v2/chains/6/safes/${SAFE}/collectibles`, {
      status: 503,
      body: { code: 503, message: 'Service unavailable' },
    });
    await expect(
      newClient().fetchInfiniteQuery(
        collectiblesQueryOptions(client, { chainId: '6', safeAddress: SAFE }),
      ),
    ).rejects.toThrow('503: Service unavailable');
  });
});
