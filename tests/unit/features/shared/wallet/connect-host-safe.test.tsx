// @vitest-environment jsdom
// The connect dialog run as a Safe App: a fake Safe host answers getSafeInfo, so "The Safe that
// opened this app" is offered first; choosing it connects the wallet session as that Safe.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import ConnectWallet from '../../../../../src/features/shared/wallet/ConnectWallet';
import { createGatewayClient } from '../../../../../src/gateway';
import {
  GatewayContext,
  type GatewayContextValue,
} from '../../../../../src/session/gateway/GatewayClientProvider';
import { walletSession } from '../../../../../src/wallet/session';
import { mountPerTest } from '../../../dom';
import { hostedApp, SAFE_ADDRESS, SAFE_INFO } from '../../../safe-apps/harness';

const dom = mountPerTest();
let cleanup: (() => void)[] = [];
afterEach(() => {
  walletSession.disconnect();
  for (const step of cleanup.reverse()) step();
  cleanup = [];
});

function render() {
  const client = createGatewayClient({
    baseUrl: 'http://gateway.test',
    fetch: async () => new Response('{}', { status: 404 }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    dom.root.render(
      <QueryClientProvider client={queryClient}>
        <GatewayContext.Provider value={{ client } as GatewayContextValue}>
          <ConnectWallet walletConnectProjectId="" />
        </GatewayContext.Provider>
      </QueryClientProvider>,
    ),
  );
}

const buttons = () => [...dom.container.querySelectorAll('button')];

/** Lets React and the fake host take turns until `check` holds (each turn one macrotask). */
async function until(check: () => boolean, what: string) {
  for (let turn = 0; turn < 2_000 && !check(); turn += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
  if (!check()) throw new Error(`never happened: ${what}`);
}

describe('ConnectWallet inside a Safe host', () => {
  it('offers the Safe that opened this app first and connects as that Safe', async () => {
    const hosted = hostedApp({ getSafeInfo: () => SAFE_INFO });
    cleanup.push(() => hosted.frame.restore());
    render();
    const label = 'Connect The Safe that opened this app';
    await until(() => buttons().some((b) => b.textContent === label), label);
    expect(buttons()[0]!.textContent).toBe(label);
    act(() => buttons()[0]!.click());
    await until(() => walletSession.get() !== null, 'the connection');
    expect(walletSession.get()?.address).toBe(SAFE_ADDRESS);
    expect(dom.container.textContent).toContain('Connected with The Safe that opened this app');
  });
});
