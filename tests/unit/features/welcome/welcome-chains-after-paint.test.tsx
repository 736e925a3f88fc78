// @vitest-environment jsdom
// The welcome screen asks the gateway for its chain list only once it has painted: the list fills
// the form's chain picker, and asked in the first render its answer landed in the middle of it
// (and in front of the screen's largest paint on a slow phone). A Safe opened before the list
// arrived opens once it has.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { act } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WelcomeScreen } from '../../../../src/features/welcome/WelcomeScreen';
import { createGatewayClient } from '../../../../src/gateway';
import { chainsQueryOptions } from '../../../../src/query/options/chains';
import { MemoryRouter, useLocation } from '../../../../src/router';
import { GatewayClientProvider } from '../../../../src/session/gateway/GatewayClientProvider';
import { closeCountersignDb } from '../../../../src/storage/db';
import { mountPerTest } from '../../dom';
import { chainInfo, SAFE } from '../../gateway/fixtures';
import { startServer, type TestServer } from '../../gateway/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
const dom = mountPerTest();
beforeEach(async () => {
  await closeCountersignDb();
  globalThis.indexedDB = new IDBFactory();
  server.requests.length = 0;
  server.reply({ json: { count: 1, next: null, previous: null, results: [chainInfo] } });
});

const chainRequests = () => server.requests.filter((request) => request.path === '/v1/chains');

let path = '';
function Where() {
  const location = useLocation();
  path = `${location.pathname}${location.search}`;
  return null;
}

function renderWelcome() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createGatewayClient({ baseUrl: server.url });
  act(() =>
    dom.root.render(
      <QueryClientProvider client={queryClient}>
        <GatewayClientProvider client={client}>
          <MemoryRouter initialEntries={['/welcome']}>
            <WelcomeScreen />
            <Where />
          </MemoryRouter>
        </GatewayClientProvider>
      </QueryClientProvider>,
    ),
  );
  return { queryClient, chainsKey: chainsQueryOptions(client).queryKey };
}

describe('WelcomeScreen', () => {
  it('asks for the chain list after its first paint, then offers the chains', async () => {
    const { queryClient, chainsKey } = renderWelcome();
    expect(dom.container.querySelector('.lead')?.textContent).toContain('Review, sign and execute');
    expect(dom.container.textContent).toContain('Loading chains…');
    // Committed (its effects ran), not yet painted: nothing asked.
    const chains = queryClient.getQueryCache().find({ queryKey: chainsKey });
    expect(chains?.state.fetchStatus ?? 'idle').toBe('idle');
    expect(chainRequests()).toHaveLength(0);
    await expect.poll(() => chainRequests().length).toBe(1);
    await expect
      .poll(() => dom.container.querySelector('select option')?.textContent ?? '')
      .toContain(chainInfo.chainName);
  });

  it('opens a Safe asked for before the chain list arrived, once it has', async () => {
    renderWelcome();
    const input = dom.container.querySelector<HTMLInputElement>('input[name="safe"]')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setValue.call(input, `${chainInfo.shortName}:${SAFE.toLowerCase()}`);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => dom.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
    expect(dom.container.querySelector('[role="status"].hint')?.textContent).toBe(
      'Loading the list of chains…',
    );
    await expect.poll(() => path).toBe(`/home?safe=${chainInfo.shortName}:${SAFE}`);
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
  });
});
