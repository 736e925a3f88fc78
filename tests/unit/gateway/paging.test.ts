// Every paged action fetches a page's `next` URL exactly, on whatever host the gateway named.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createGatewayClient,
  getChainsConfig,
  getCollectiblesPage,
  getDelegates,
  getIncomingTransfers,
  getModuleTransactions,
  getMultisigTransactions,
  getSafeMessages,
  getTransactionHistory,
  getTransactionQueue,
  type GatewayClient,
} from '../../../src/gateway';
import { CHAIN_ID, OWNER, SAFE } from './fixtures';
import { startServer, type TestServer } from './server';

const NEXT = 'cursor=limit%3D20%26offset%3D20';
const address = { chainId: CHAIN_ID, safeAddress: SAFE };

// Each paged action, called with a page URL and (to prove it is ignored) its own query.
const paged: [string, (client: GatewayClient, pageUrl: string) => Promise<unknown>][] = [
  [
    'getIncomingTransfers',
    (c, pageUrl) => getIncomingTransfers(c, { ...address, pageUrl, query: { trusted: true } }),
  ],
  [
    'getModuleTransactions',
    (c, pageUrl) => getModuleTransactions(c, { ...address, pageUrl, query: { to: OWNER } }),
  ],
  [
    'getMultisigTransactions',
    (c, pageUrl) => getMultisigTransactions(c, { ...address, pageUrl, query: { executed: false } }),
  ],
  [
    'getCollectiblesPage',
    (c, pageUrl) => getCollectiblesPage(c, { ...address, pageUrl, query: { trusted: true } }),
  ],
  [
    'getTransactionHistory',
    (c, pageUrl) => getTransactionHistory(c, { ...address, pageUrl, query: { trusted: true } }),
  ],
  [
    'getTransactionQueue',
    (c, pageUrl) => getTransactionQueue(c, { ...address, pageUrl, query: { trusted: true } }),
  ],
  ['getChainsConfig', (c, pageUrl) => getChainsConfig(c, { pageUrl, query: { limit: 5 } })],
  ['getSafeMessages', (c, pageUrl) => getSafeMessages(c, { ...address, pageUrl })],
  [
    'getDelegates',
    (c, pageUrl) => getDelegates(c, { chainId: CHAIN_ID, pageUrl, query: { safe: SAFE } }),
  ],
];

let gateway: TestServer;
let pageHost: TestServer;
let client: GatewayClient;

beforeAll(async () => {
  gateway = await startServer();
  pageHost = await startServer();
  client = createGatewayClient({ baseUrl: gateway.url });
});
afterAll(async () => {
  await gateway.close();
  await pageHost.close();
});
beforeEach(() => {
  gateway.requests.length = 0;
  pageHost.requests.length = 0;
});

describe('pageUrl', () => {
  it.each(paged)('%s fetches the page URL as given', async (_name, call) => {
    const target = `/some/proxy/v1/page?trusted=false&${NEXT}`;
    const page = { count: 41, next: null, previous: `${pageHost.url}/prev`, results: [] };
    pageHost.reply({ json: page });

    await expect(call(client, `${pageHost.url}${target}`)).resolves.toEqual(page);

    expect(gateway.requests).toHaveLength(0);
    expect(pageHost.requests).toHaveLength(1);
    expect(pageHost.requests[0]).toMatchObject({ method: 'GET', url: target, body: '' });
    expect(pageHost.requests[0].headers['content-type']).toBeUndefined();
  });
});
