// The wallet session store: connect, account and chain switches from provider events, disconnect,
// silent reconnect, and the sign methods delegating to the provider with the connected account.
import { describe, expect, it, vi } from 'vitest';
import { BaseError } from '../../../src/errors';
import {
  createWalletSession,
  parseWalletChainId,
  type LastWalletStore,
} from '../../../src/wallet/session';
import type { EIP1193RequestArguments, EIP6963ProviderDetail } from '../../../src/wallet/types';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** An in-memory EIP-1193 provider that records requests and can emit events. */
function fakeProvider(answers: Record<string, unknown> = {}) {
  const requests: EIP1193RequestArguments[] = [];
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const provider = {
    requests,
    async request(args: EIP1193RequestArguments) {
      requests.push(args);
      const answer = answers[args.method];
      if (answer instanceof Error) throw answer;
      if (args.method in answers) return answer;
      throw Object.assign(new Error(`"${args.method}" not implemented`), { code: 4200 });
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(listener);
    },
    removeListener(event: string, listener: (...args: unknown[]) => void) {
      handlers.get(event)?.delete(listener);
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of handlers.get(event) ?? []) listener(...args);
    },
    listenerCount: () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0),
  };
  return provider;
}

function detailOf(provider: ReturnType<typeof fakeProvider>, rdns = 'io.example.wallet') {
  return {
    info: { uuid: rdns, name: 'Example Wallet', icon: 'data:,', rdns },
    provider,
  } satisfies EIP6963ProviderDetail;
}

function memoryLastWallet(initial?: { rdns: string; address: string }) {
  let value = initial;
  const store: LastWalletStore & { value(): typeof value } = {
    get: async () => value,
    set: async (next) => {
      value = next;
    },
    clear: async () => {
      value = undefined;
    },
    value: () => value,
  };
  return store;
}

const standardAnswers = {
  eth_requestAccounts: [ALICE.toLowerCase()],
  eth_accounts: [ALICE.toLowerCase()],
  eth_chainId: '0x7a69',
};

describe('wallet session', () => {
  it('connects: checksummed account, the wallet’s chain, remembered for next time', async () => {
    const lastWallet = memoryLastWallet();
    const session = createWalletSession({ lastWallet });
    const changes = vi.fn();
    session.subscribe(changes);
    const provider = fakeProvider(standardAnswers);
    const connection = await session.connect(detailOf(provider));
    expect(connection.address).toBe(ALICE);
    expect(connection.chainId).toBe('31337');
    expect(session.get()).toEqual(connection);
    expect(changes).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(lastWallet.value()).toEqual({ rdns: 'io.example.wallet', address: ALICE }),
    );
  });

  it('follows the wallet’s account and chain switches, and its disconnect', async () => {
    const session = createWalletSession({ lastWallet: memoryLastWallet() });
    const provider = fakeProvider(standardAnswers);
    await session.connect(detailOf(provider));
    provider.emit('accountsChanged', [BOB.toLowerCase()]);
    expect(session.get()?.address).toBe(BOB);
    provider.emit('chainChanged', '0x1');
    expect(session.get()?.chainId).toBe('1');
    provider.emit('accountsChanged', []);
    expect(session.get()).toBeNull();
    expect(provider.listenerCount()).toBe(0);
  });

  it('disconnects: forgets the wallet and stops listening', async () => {
    const lastWallet = memoryLastWallet();
    const session = createWalletSession({ lastWallet });
    const provider = fakeProvider(standardAnswers);
    await session.connect(detailOf(provider));
    session.disconnect();
    expect(session.get()).toBeNull();
    expect(provider.listenerCount()).toBe(0);
    await vi.waitFor(() => expect(lastWallet.value()).toBeUndefined());
  });

  it('reconnects silently only to the same wallet still exposing the same account', async () => {
    const provider = fakeProvider(standardAnswers);
    const other = createWalletSession({
      lastWallet: memoryLastWallet({ rdns: 'io.other', address: ALICE }),
    });
    expect(await other.reconnect(detailOf(provider))).toBe(false);
    const moved = createWalletSession({
      lastWallet: memoryLastWallet({ rdns: 'io.example.wallet', address: BOB }),
    });
    expect(await moved.reconnect(detailOf(provider))).toBe(false);
    expect(provider.requests.map((r) => r.method)).not.toContain('eth_requestAccounts');
    const same = createWalletSession({
      lastWallet: memoryLastWallet({ rdns: 'io.example.wallet', address: ALICE }),
    });
    expect(await same.reconnect(detailOf(provider))).toBe(true);
    expect(same.get()?.address).toBe(ALICE);
  });

  it('delegates typed data, personal_sign and send transaction with the connected account', async () => {
    const signature = `0x${'ab'.repeat(65)}`;
    const provider = fakeProvider({
      ...standardAnswers,
      eth_signTypedData_v4: signature,
      personal_sign: signature,
      eth_sendTransaction: `0x${'12'.repeat(32)}`,
    });
    const session = createWalletSession({ lastWallet: memoryLastWallet() });
    await session.connect(detailOf(provider));
    const typedData = { primaryType: 'SafeTx', domain: {}, types: {}, message: {} };
    expect(await session.signTypedData(typedData)).toBe(signature);
    expect(await session.personalSign('0x1234')).toBe(signature);
    expect(await session.sendTransaction({ to: BOB, data: '0x', value: '0x0' })).toBe(
      `0x${'12'.repeat(32)}`,
    );
    const calls = provider.requests.filter(
      (r) => r.method !== 'eth_requestAccounts' && r.method !== 'eth_chainId',
    );
    expect(calls).toEqual([
      { method: 'eth_signTypedData_v4', params: [ALICE, JSON.stringify(typedData)] },
      { method: 'personal_sign', params: ['0x1234', ALICE] },
      {
        method: 'eth_sendTransaction',
        params: [{ from: ALICE, to: BOB, data: '0x', value: '0x0' }],
      },
    ]);
  });

  it('refuses to sign without a wallet, and rejects a non-hex answer', async () => {
    const session = createWalletSession({ lastWallet: memoryLastWallet() });
    await expect(session.personalSign('0x12')).rejects.toBeInstanceOf(BaseError);
    const provider = fakeProvider({ ...standardAnswers, personal_sign: 'looks fine' });
    await session.connect(detailOf(provider));
    await expect(session.personalSign('0x12')).rejects.toThrow(
      'The wallet returned no valid signature.',
    );
  });

  it('passes a wallet’s rejection through unchanged (code 4001), leaving the session connected', async () => {
    const rejection = Object.assign(new Error('User rejected'), { code: 4001 });
    const provider = fakeProvider({ ...standardAnswers, eth_signTypedData_v4: rejection });
    const session = createWalletSession({ lastWallet: memoryLastWallet() });
    await session.connect(detailOf(provider));
    await expect(session.signTypedData({})).rejects.toBe(rejection);
    expect(session.get()?.address).toBe(ALICE);
  });

  it('reads chain ids in hex, decimal or number form', () => {
    expect(parseWalletChainId('0x7a69')).toBe('31337');
    expect(parseWalletChainId('137')).toBe('137');
    expect(parseWalletChainId(10)).toBe('10');
    expect(parseWalletChainId('0x0')).toBeNull();
    expect(parseWalletChainId('chain')).toBeNull();
    expect(parseWalletChainId(undefined)).toBeNull();
  });
});
