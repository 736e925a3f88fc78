// WalletConnect: unavailable (with the reason) without a project id; pairing hands out the `wc:`
// URI, connects through the one wallet session and remembers the chains; closing the pairing aborts
// it and leaves nothing connected; the last WalletConnect session is restored without a prompt.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  connectWalletConnect,
  restoreWalletConnect,
  walletConnectAvailability,
  walletConnectChains,
} from '../../../../src/session/wallet/walletConnect';
import { closeCountersignDb } from '../../../../src/storage/db';
import { getSetting } from '../../../../src/storage/settings';
import { createWalletSession } from '../../../../src/wallet/session';
import { WALLETCONNECT_RDNS } from '../../../../src/wallet/wallet-ids';
import type {
  WalletConnectInit,
  WalletConnectProviderLike,
} from '../../../../src/wallet/walletconnect';
import { sepolia } from 'viem/chains';
import { chainInfo } from '../../gateway/fixtures';

const ACCOUNT = '0x1111111111111111111111111111111111111111';
const URI = 'wc:abc@2?relay-protocol=irn&symKey=00';

/** A stand-in for EthereumProvider: pairing emits display_uri, approval is in the test's hands. */
function fakeProvider({ session = false } = {}) {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  let approve: (() => void) | undefined;
  let reject: ((error: Error) => void) | undefined;
  const state = { session, aborted: 0, inits: 0 };
  const provider: WalletConnectProviderLike = {
    async request({ method }) {
      if (method === 'eth_requestAccounts') {
        if (!state.session) {
          listeners.get('display_uri')?.forEach((listener) => listener(URI));
          await new Promise<void>((resolve, fail) => {
            approve = resolve;
            reject = fail;
          });
          state.session = true;
        }
        return [ACCOUNT];
      }
      if (method === 'eth_accounts') return state.session ? [ACCOUNT] : [];
      if (method === 'eth_chainId') return '0xaa36a7';
      return null;
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    disconnect: async () => {
      state.session = false;
    },
    get session() {
      return state.session ? {} : undefined;
    },
    signer: {
      abortPairingAttempt() {
        state.aborted += 1;
        reject?.(new Error('Connection request reset. Please try again.'));
      },
    },
  };
  const init: WalletConnectInit = async () => {
    state.inits += 1;
    return provider;
  };
  return { init, state, approve: () => approve?.() };
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeCountersignDb());
const chains = walletConnectChains([chainInfo]);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('WalletConnect availability', () => {
  it('is unavailable without a project id, and says why', () => {
    const result = walletConnectAvailability({ walletConnectProjectId: undefined });
    expect(result.available).toBe(false);
    expect(!result.available && result.reason).toContain('VITE_WALLETCONNECT_PROJECT_ID');
  });

  it('is available with one', () => {
    expect(walletConnectAvailability({ walletConnectProjectId: 'p1' })).toEqual({
      available: true,
      projectId: 'p1',
    });
  });

  it('offers the gateway chains with the app’s shipped RPC, never the gateway’s', () => {
    expect(chains).toEqual([{ chainId: 11155111, rpcUrl: sepolia.rpcUrls.default.http[0] }]);
    const lying = {
      ...chainInfo,
      rpcUri: { ...chainInfo.rpcUri, value: 'https://gateway-rpc.example' },
      publicRpcUri: { ...chainInfo.rpcUri, value: 'https://gateway-public.example' },
    };
    expect(JSON.stringify(walletConnectChains([lying]))).not.toContain('gateway-');
    // A chain the app ships no RPC for gets none (the wallet uses its own).
    expect(walletConnectChains([{ ...lying, chainId: '999999' }])).toEqual([
      { chainId: 999999, rpcUrl: undefined },
    ]);
  });
});

describe('WalletConnect pairing', () => {
  it('hands out the pairing URI, connects once approved and remembers the session', async () => {
    const fake = fakeProvider();
    const session = createWalletSession();
    const uris: string[] = [];
    const pending = connectWalletConnect({
      projectId: 'pair-1',
      chains,
      onPairingUri: (uri) => uris.push(uri),
      session,
      init: fake.init,
    });
    for (let i = 0; i < 10 && uris.length === 0; i += 1) await tick();
    expect(uris).toEqual([URI]);
    expect(session.get()).toBeNull();
    fake.approve();
    const connection = await pending;
    expect(connection.address).toBe(ACCOUNT);
    expect(connection.detail.info.rdns).toBe(WALLETCONNECT_RDNS);
    await tick();
    expect(await getSetting('lastWallet')).toEqual({ rdns: WALLETCONNECT_RDNS, address: ACCOUNT });
    expect(await getSetting('walletConnectChains')).toEqual(chains);
  });

  it('aborting the pairing rejects the connect and leaves nothing connected or remembered', async () => {
    const fake = fakeProvider();
    const session = createWalletSession();
    const controller = new AbortController();
    let uri = '';
    const pending = connectWalletConnect({
      projectId: 'pair-2',
      chains,
      onPairingUri: (value) => (uri = value),
      signal: controller.signal,
      session,
      init: fake.init,
    });
    for (let i = 0; i < 10 && !uri; i += 1) await tick();
    controller.abort();
    await expect(pending).rejects.toThrow(/reset/);
    expect(fake.state.aborted).toBe(1);
    expect(session.get()).toBeNull();
    expect(await getSetting('lastWallet')).toBeUndefined();
  });

  it('restores the last WalletConnect session silently, and loads nothing for another wallet', async () => {
    const fake = fakeProvider();
    const first = createWalletSession();
    const pending = connectWalletConnect({
      projectId: 'pair-3',
      chains,
      // Approved once the wallet app has the URI (the test's stand-in for scanning it).
      onPairingUri: () => setTimeout(fake.approve, 0),
      session: first,
      init: fake.init,
    });
    await pending;
    await tick();
    // A new page: the package finds its stored session (same provider object stands in for it).
    const second = createWalletSession();
    expect(await restoreWalletConnect(undefined, second, fake.init)).toBe(false);
    expect(await restoreWalletConnect('pair-3', second, fake.init)).toBe(true);
    expect(second.get()?.address).toBe(ACCOUNT);

    closeCountersignDb();
    globalThis.indexedDB = new IDBFactory();
    const other = fakeProvider();
    expect(await restoreWalletConnect('pair-4', createWalletSession(), other.init)).toBe(false);
    expect(other.state.inits).toBe(0);
  });
});
