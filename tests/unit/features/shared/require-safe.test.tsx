// @vitest-environment jsdom
// RequireSafe in words: `/home` without a Safe goes to the welcome screen; an address where the
// gateway has no Safe says so on every screen, with what to check (real loopback gateway).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { act } from 'react';
import { createMemoryHistory, Router, useLocation } from '../../../../src/router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../dom';
import { RequireSafe } from '../../../../src/features/shared/RequireSafe';
import { createGatewayClient } from '../../../../src/gateway';
import { GatewayClientProvider } from '../../../../src/session/gateway/GatewayClientProvider';
import { closeCountersignDb } from '../../../../src/storage/db';
import { chainInfo, SAFE } from '../../gateway/fixtures';

let server: Server;
let origin = '';
beforeAll(async () => {
  // The chain list answers; the Safe info is a 404, as the gateway says for an address without one.
  server = createServer((req, res) => {
    const chains = (req.url ?? '').startsWith('/v1/chains?') || req.url === '/v1/chains';
    res.writeHead(chains ? 200 : 404, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        chains
          ? { next: null, previous: null, results: [chainInfo] }
          : { code: 404, message: 'Safe not found' },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const dom = mountPerTest();
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeCountersignDb());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The welcome screen at /welcome, a Safe screen anywhere else. */
function Screens() {
  const { pathname } = useLocation();
  return pathname === '/welcome' ? (
    <p>Welcome screen</p>
  ) : (
    <RequireSafe>{() => <p>Safe screen</p>}</RequireSafe>
  );
}

async function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = createMemoryHistory([url]);
  await act(async () =>
    dom.root.render(
      <QueryClientProvider client={queryClient}>
        <GatewayClientProvider client={createGatewayClient({ baseUrl: origin })}>
          <Router history={history}>
            <Screens />
          </Router>
        </GatewayClientProvider>
      </QueryClientProvider>,
    ),
  );
  return history;
}

describe('RequireSafe', () => {
  it('sends /home without a Safe to the welcome screen', async () => {
    const history = await renderAt('/home');
    expect(history.location.pathname).toBe('/welcome');
    expect(dom.container.textContent).toBe('Welcome screen');
  });

  it('says there is no Safe at the address, on the chain, and what to check', async () => {
    await renderAt(`/transactions/queue?safe=${chainInfo.shortName}:${SAFE}`);
    for (let i = 0; i < 40 && !dom.container.textContent?.includes('No Safe at'); i += 1)
      await act(() => sleep(25));
    const alert = dom.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(
      `No Safe at this address on ${chainInfo.chainName} — check the address and the chain prefix`,
    );
    expect(alert?.textContent).toContain('404: Safe not found');
    expect(dom.container.textContent).not.toContain('Safe screen');
  });
});
