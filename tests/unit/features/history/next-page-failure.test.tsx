// @vitest-environment jsdom
// No request storms: the history screen against a real loopback gateway whose second page fails.
// The failing page is asked a bounded number of times (the query client's back-off retries for
// retryable errors, once for the others), the list ends with the error and "Try again", the saved
// data is not described as a failed refresh, and "Try again" loads the page once the gateway heals.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClientProvider } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { act } from 'react';
import { MemoryRouter } from '../../../../src/router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../dom';
import { HistoryScreen } from '../../../../src/features/history/HistoryScreen';
import { createGatewayClient } from '../../../../src/gateway';
import { createQueryClient } from '../../../../src/query/client';
import { GatewayClientProvider } from '../../../../src/session/gateway/GatewayClientProvider';
import { closeCountersignDb } from '../../../../src/storage/db';
import { chainInfo, CHAIN_ID, SAFE, safeInfo, transactionListPage } from '../../gateway/fixtures';

const HISTORY = `/v1/chains/${CHAIN_ID}/safes/${SAFE}/transactions/history`;
const PAGE_TWO = `${HISTORY}?cursor=limit%3D20%26offset%3D20`;
let secondPage: { status: number; body: unknown } = {
  status: 404,
  body: { code: 404, message: 'Not found' },
};
const seen: string[] = [];
let server: Server;
let origin = '';

const firstTransaction = transactionListPage.results[2];
const pageOf = (id: string, next: string | null) => ({
  next,
  previous: null,
  results: [
    {
      ...firstTransaction,
      conflictType: 'None',
      transaction: {
        ...(firstTransaction as { transaction: object }).transaction,
        id,
        txStatus: 'SUCCESS',
      },
    },
  ],
});

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '';
    seen.push(url);
    let reply: { status: number; body: unknown } = { status: 404, body: { message: 'No route' } };
    if (url.startsWith('/v1/chains?') || url === '/v1/chains')
      reply = { status: 200, body: { next: null, previous: null, results: [chainInfo] } };
    else if (url === `/v1/chains/${CHAIN_ID}/safes/${SAFE}`)
      reply = { status: 200, body: safeInfo };
    else if (url === PAGE_TWO) reply = secondPage;
    else if (url.startsWith(HISTORY))
      reply = { status: 200, body: pageOf(`multisig_${SAFE}_0x01`, `${origin}${PAGE_TWO}`) };
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const dom = mountPerTest();
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  seen.length = 0;
});
afterEach(() => closeCountersignDb());

const pageTwoRequests = () => seen.filter((url) => url === PAGE_TWO).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function renderHistory() {
  // The app's own client: its retry rule and back-off are what is being tested.
  const queryClient = createQueryClient({ maxRetries: 1 });
  const client = createGatewayClient({ baseUrl: origin });
  await act(async () =>
    dom.root.render(
      <QueryClientProvider client={queryClient}>
        <GatewayClientProvider client={client}>
          <MemoryRouter
            initialEntries={[`/transactions/history?safe=${chainInfo.shortName}:${SAFE}`]}
          >
            <HistoryScreen />
          </MemoryRouter>
        </GatewayClientProvider>
      </QueryClientProvider>,
    ),
  );
  return queryClient;
}

async function waitForText(text: string, timeout = 4000) {
  const started = Date.now();
  while (!dom.container.textContent?.includes(text)) {
    if (Date.now() - started > timeout) throw new Error(`“${text}” never appeared`);
    await act(() => sleep(25));
  }
}

describe('a failing next page', () => {
  it('is asked once for a 404, ends the list with the error, and loads on Try again', async () => {
    secondPage = { status: 404, body: { code: 404, message: 'Not found' } };
    await renderHistory();
    await waitForText('More items could not be loaded');
    await act(() => sleep(600));
    expect(pageTwoRequests()).toBe(1);
    expect(dom.container.textContent).not.toContain('refresh failed');
    expect(dom.container.textContent).toContain('404: Not found');

    secondPage = { status: 200, body: pageOf(`multisig_${SAFE}_0x02`, null) };
    const retry = [...dom.container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Try again',
    );
    expect(retry).toBeDefined();
    await act(async () => retry?.click());
    await act(() => sleep(300));
    expect(pageTwoRequests()).toBe(2);
    expect(dom.container.textContent).not.toContain('More items could not be loaded');
    expect(dom.container.querySelectorAll('[role="listitem"]').length).toBe(2);
  });

  it('retries a 429 once with back-off, then stops', async () => {
    secondPage = { status: 429, body: { code: 429, message: 'Too many requests' } };
    await renderHistory();
    await waitForText('More items could not be loaded', 5000);
    await act(() => sleep(1200));
    // One try plus one back-off retry (maxRetries 1), and nothing after the failure settled.
    expect(pageTwoRequests()).toBe(2);
  });
});
