// `window.ethereum` as a fallback wallet: wrapped with a generic name and an inline icon, offered
// only when no wallet announced itself, and reconnected silently when it was the last wallet.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeCountersignDb } from '../../../src/storage/db';
import { INJECTED_RDNS } from '../../../src/wallet/wallet-ids';
import { injectedWalletDetail, walletsToOffer } from '../../../src/wallet/injected';
import { createWalletSession } from '../../../src/wallet/session';
import type { EIP6963ProviderDetail } from '../../../src/wallet/types';

const ACCOUNT = '0x1111111111111111111111111111111111111111';
const ethereum = {
  request: async ({ method }: { method: string }) =>
    method === 'eth_chainId' ? '0x1' : method.endsWith('ccounts') ? [ACCOUNT] : null,
};
const announced: EIP6963ProviderDetail = {
  info: { uuid: 'u1', name: 'Announced', icon: 'data:image/svg+xml,x', rdns: 'io.example' },
  provider: ethereum,
};

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeCountersignDb());

describe('window.ethereum fallback', () => {
  it('wraps window.ethereum as a provider detail with a generic name and inline icon', () => {
    const detail = injectedWalletDetail({ ethereum });
    expect(detail?.provider).toBe(ethereum);
    expect(detail?.info.name).toBe('Browser wallet');
    expect(detail?.info.rdns).toBe(INJECTED_RDNS);
    expect(detail?.info.icon.startsWith('data:image/svg+xml,')).toBe(true);
  });

  it('is absent without window.ethereum or when it cannot request', () => {
    expect(injectedWalletDetail({})).toBeNull();
    expect(injectedWalletDetail({ ethereum: { request: 'no' } })).toBeNull();
    expect(injectedWalletDetail(undefined)).toBeNull();
  });

  it('is offered only when no wallet announced itself', () => {
    const injected = injectedWalletDetail({ ethereum });
    expect(walletsToOffer([], injected)).toEqual([injected]);
    expect(walletsToOffer([announced], injected)).toEqual([announced]);
    expect(walletsToOffer([], null)).toEqual([]);
  });

  it('connects, is remembered, and reconnects without a prompt', async () => {
    const detail = injectedWalletDetail({ ethereum })!;
    const first = createWalletSession();
    await first.connect(detail);
    expect(first.get()?.address).toBe(ACCOUNT);
    // A new page: a fresh session finds the same wallet and account.
    const second = createWalletSession();
    expect(await second.reconnect(announced)).toBe(false);
    expect(await second.reconnect(detail)).toBe(true);
    expect(second.get()?.detail.info.rdns).toBe(INJECTED_RDNS);
  });
});
