// @vitest-environment jsdom
// The header's Safe and wallet parts against a real loopback gateway: the open Safe's address-book
// name, chain and short address; the switcher's recent and owned Safes and "All Safes"; the wallet
// disconnected, connected as an owner and as a non-owner; a wallet on another network switched
// with wallet_switchEthereumChain, adding the chain first on 4902 (with the app's shipped RPC); the connect dialog's Escape.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { act } from 'react';
import { createMemoryHistory, Router } from '../../../../../src/router';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  onTestFinished,
} from 'vitest';
import { sepolia } from 'viem/chains';
import { mountPerTest } from '../../../dom';
import HeaderBar from '../../../../../src/features/shared/header/HeaderBar';
import { createGatewayClient } from '../../../../../src/gateway';
import { GatewayClientProvider } from '../../../../../src/session/gateway/GatewayClientProvider';
import { putAddressBookEntries } from '../../../../../src/storage/addressBook';
import { confirmTransactionItem } from '../../../../../src/session/outbox/outboxItems';
import { notifyOutboxChanged } from '../../../../../src/session/outbox/outboxEvents';
import { closeCountersignDb } from '../../../../../src/storage/db';
import {
  addOutboxItem,
  discardOutboxItem,
  markOutboxFailed,
  markOutboxSent,
} from '../../../../../src/storage/outbox';
import { touchRecentSafe } from '../../../../../src/storage/recentSafes';
import { announceProvider } from '../../../../../src/wallet/eip6963';
import { ProviderRpcError } from '../../../../../src/wallet/errors';
import { walletSession } from '../../../../../src/wallet/session';
import type { EIP1193RequestArguments } from '../../../../../src/wallet/types';
import { CHAIN_ID, OWNER, SAFE, chainInfo, safeInfo } from '../../../gateway/fixtures';

const OTHER_SAFE = '0x9999999999999999999999999999999999999999';
const STRANGER = '0x3333333333333333333333333333333333333333';

let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '';
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.startsWith('/v1/chains?') || url === '/v1/chains')
      return json(200, { next: null, previous: null, results: [chainInfo] });
    if (url.startsWith(`/v1/chains/${CHAIN_ID}/safes/${SAFE}`)) return json(200, safeInfo);
    if (url.startsWith('/v1/owners/')) return json(200, { [CHAIN_ID]: [SAFE] });
    return json(404, { code: 404, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const dom = mountPerTest();
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  act(() => walletSession.disconnect());
  closeCountersignDb();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 80 && !check(); i += 1) await act(() => sleep(25));
  if (!check()) throw new Error(`Timed out waiting for ${what}: ${dom.container.textContent}`);
}
const text = () => document.body.textContent ?? '';
const byTestId = (id: string) => document.body.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const button = (name: string) =>
  [...document.body.querySelectorAll('button')].find((b) => b.textContent?.includes(name));

/** A fake wallet: answers accounts and chain, records every request, fails as told. */
function fakeWallet(account: string, chainHex: string, fail: Record<string, unknown[]> = {}) {
  const calls: EIP1193RequestArguments[] = [];
  const provider = {
    request: async (args: EIP1193RequestArguments) => {
      calls.push(args);
      const failure = fail[args.method]?.shift();
      if (failure) throw failure;
      if (args.method === 'eth_requestAccounts' || args.method === 'eth_accounts') return [account];
      if (args.method === 'eth_chainId') return chainHex;
      return null;
    },
  };
  const detail = {
    info: { uuid: 'fake', name: 'Fake wallet', icon: 'data:image/svg+xml,x', rdns: 'test.fake' },
    provider,
  };
  return { detail, calls };
}

async function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = createMemoryHistory([url]);
  await act(async () =>
    dom.root.render(
      <QueryClientProvider client={queryClient}>
        <GatewayClientProvider client={createGatewayClient({ baseUrl: origin })}>
          <Router history={history}>
            <HeaderBar />
          </Router>
        </GatewayClientProvider>
      </QueryClientProvider>,
    ),
  );
  return history;
}

const safeUrl = `/home?safe=${chainInfo.shortName}:${SAFE}`;
const chainHex = `0x${BigInt(CHAIN_ID).toString(16)}`;

describe('header: the open Safe', () => {
  it('shows its address-book name, chain and short checksummed address', async () => {
    await putAddressBookEntries([{ chainId: CHAIN_ID, address: SAFE, name: 'Treasury' }]);
    await renderAt(safeUrl);
    await until(
      () => byTestId('safe-switcher')?.textContent?.includes('Treasury') ?? false,
      'name',
    );
    const switcher = byTestId('safe-switcher')!;
    expect(switcher.textContent).toContain(chainInfo.chainName);
    expect(switcher.textContent).toContain('0x5aFE…eEEe');
    expect(switcher.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists recent and owned Safes and links back to all Safes', async () => {
    await touchRecentSafe({ chainId: CHAIN_ID, address: OTHER_SAFE, shortName: 'sep' });
    const wallet = fakeWallet(OWNER, chainHex);
    await act(async () => void (await walletSession.connect(wallet.detail)));
    const history = await renderAt(safeUrl);
    await until(
      () => byTestId('safe-switcher')?.textContent?.includes('Sepolia') ?? false,
      'chain',
    );
    await act(async () => byTestId('safe-switcher')!.click());
    expect(byTestId('safe-switcher')!.getAttribute('aria-expanded')).toBe('true');
    await until(
      () => byTestId('switcher-recent') !== null && byTestId('switcher-owned') !== null,
      'lists',
    );
    const recent = byTestId('switcher-recent')!.querySelector('a')!;
    expect(recent.getAttribute('href')).toBe(`/home?safe=sep:${OTHER_SAFE}`);
    const owned = byTestId('switcher-owned')!.querySelector('a')!;
    expect(owned.getAttribute('href')).toBe(`/home?safe=sep:${SAFE}`);
    // The open Safe is marked as the current one.
    expect(owned.getAttribute('aria-current')).toBe('page');
    const all = [...dom.container.querySelectorAll('a')].find((a) => a.textContent === 'All Safes');
    expect(all?.getAttribute('href')).toBe('/welcome');
    await act(async () => all!.click());
    expect(history.location.pathname).toBe('/welcome');
    expect(byTestId('safe-switcher')!.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('header: the wallet', () => {
  it('offers "Connect wallet" when disconnected, in a dialog that Escape closes', async () => {
    const stop = announceProvider(fakeWallet(OWNER, chainHex).detail);
    onTestFinished(stop);
    await renderAt(safeUrl);
    const connect = button('Connect wallet')!;
    expect(connect).toBeDefined();
    expect(byTestId('wallet-ownership')).toBeNull();
    connect.focus();
    await act(async () => connect.click());
    const dialog = document.body.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(dialog.textContent).toContain('Connect a wallet');
    await until(() => text().includes('Connect Fake wallet'), 'the wallet list');
    // The lazily loaded wallet list takes focus when it arrives.
    await until(() => document.activeElement?.textContent === 'Connect Fake wallet', 'focus');
    // This build has no WalletConnect project id: listed, disabled, with the reason.
    expect(button('Connect with WalletConnect')!.disabled).toBe(true);
    expect(byTestId('walletconnect-unavailable')!.textContent).toContain(
      'VITE_WALLETCONNECT_PROJECT_ID',
    );
    await act(async () =>
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    );
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(connect);
  });

  it('shows the account, its address-book name and "Owner" for an owner', async () => {
    await putAddressBookEntries([{ chainId: CHAIN_ID, address: OWNER, name: 'Alice' }]);
    const wallet = fakeWallet(OWNER, chainHex);
    await act(async () => void (await walletSession.connect(wallet.detail)));
    await renderAt(safeUrl);
    await until(() => byTestId('wallet-ownership') !== null, 'ownership');
    expect(byTestId('wallet-ownership')!.textContent).toBe('Owner');
    await until(() => byTestId('wallet-account')!.textContent!.includes('Alice'), 'name');
    expect(byTestId('wallet-account')!.textContent).toContain('0x1111…1111');
    expect(byTestId('wrong-network')).toBeNull();
    expect(button('Connect wallet')).toBeUndefined();
  });

  it('says "Not an owner" for another account', async () => {
    const wallet = fakeWallet(STRANGER, chainHex);
    await act(async () => void (await walletSession.connect(wallet.detail)));
    await renderAt(safeUrl);
    await until(() => byTestId('wallet-ownership') !== null, 'ownership');
    expect(byTestId('wallet-ownership')!.textContent).toBe('Not an owner');
  });

  it('switches a wallet on another network, adding the chain first on 4902', async () => {
    const wallet = fakeWallet(OWNER, '0x1', {
      wallet_switchEthereumChain: [new ProviderRpcError(4902, 'Unrecognized chain')],
    });
    await act(async () => void (await walletSession.connect(wallet.detail)));
    await renderAt(safeUrl);
    await until(() => byTestId('wrong-network') !== null, 'the wrong-network notice');
    await act(async () => button(`Switch to ${chainInfo.chainName}`)!.click());
    await until(
      () => wallet.calls.filter((c) => c.method.startsWith('wallet_')).length === 3,
      'switch',
    );
    const walletCalls = wallet.calls.filter((call) => call.method.startsWith('wallet_'));
    expect(walletCalls.map((call) => call.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    expect(walletCalls[0]!.params).toEqual([{ chainId: chainHex }]);
    const [added] = walletCalls[1]!.params as [Record<string, unknown>];
    // The app's own registry entry, never the gateway's RPC (the wallet must stay independent).
    expect(added).toMatchObject({
      chainId: chainHex,
      chainName: sepolia.name,
      nativeCurrency: sepolia.nativeCurrency,
      rpcUrls: sepolia.rpcUrls.default.http,
    });
    expect(JSON.stringify(added)).not.toContain(chainInfo.rpcUri.value);
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('puts a refused switch (4001) in words and leaves the wallet where it was', async () => {
    const wallet = fakeWallet(OWNER, '0x1', {
      wallet_switchEthereumChain: [new ProviderRpcError(4001, 'User rejected')],
    });
    await act(async () => void (await walletSession.connect(wallet.detail)));
    await renderAt(safeUrl);
    await until(() => byTestId('wrong-network') !== null, 'the wrong-network notice');
    await act(async () => button(`Switch to ${chainInfo.chainName}`)!.click());
    await until(() => dom.container.querySelector('[role="alert"]') !== null, 'the error');
    expect(dom.container.querySelector('[role="alert"]')!.textContent).toContain(
      'You rejected the request in your wallet.',
    );
    expect(wallet.calls.map((call) => call.method)).not.toContain('wallet_addEthereumChain');
    expect(byTestId('wrong-network')).not.toBeNull();
    expect(button(`Switch to ${chainInfo.chainName}`)!.disabled).toBe(false);
  });
});

describe('header: the outbox indicator', () => {
  it('is absent with nothing undelivered, then shows the count and links to the Outbox', async () => {
    await renderAt(safeUrl);
    await until(() => byTestId('safe-switcher') !== null, 'header');
    expect(byTestId('outbox-indicator')).toBeNull();

    const target = { chainId: CHAIN_ID, safe: SAFE };
    const pending = confirmTransactionItem(
      target,
      { safeTxHash: `0x${'ab'.repeat(32)}`, signature: '0x12', signer: OWNER },
      'Confirmation of nonce 4',
    );
    await addOutboxItem(pending);
    const failed = await addOutboxItem(
      confirmTransactionItem(
        target,
        { safeTxHash: `0x${'cd'.repeat(32)}`, signature: '0x34', signer: OWNER },
        'Confirmation of nonce 5',
      ),
    );
    await markOutboxFailed(failed.id, { error: 'refused', retry: false });
    act(() => notifyOutboxChanged());
    await until(() => byTestId('outbox-indicator') !== null, 'the indicator');
    const indicator = byTestId('outbox-indicator')!;
    expect(indicator.tagName).toBe('A');
    expect(indicator.getAttribute('aria-label')).toBe('Outbox: 1 waiting to be sent, 1 failed');
    expect(indicator.textContent).toContain('2');
    expect(indicator.getAttribute('href')).toBe(`/outbox?safe=${chainInfo.shortName}:${SAFE}`);

    // Delivered items do not count; with none left the indicator goes away.
    await markOutboxSent(pending.id);
    await discardOutboxItem(failed.id);
    act(() => notifyOutboxChanged());
    await until(() => byTestId('outbox-indicator') === null, 'the indicator to go');
  });
});
