// @vitest-environment jsdom
// "The Safe that opened this app" against a fake Safe host (the protocol core answering in the
// parent): detected only when framed and the host answers getSafeInfo; connected, the wallet
// session's account is the host's Safe, typed data is signed through signTypedMessage and a
// transaction is sent through sendTransactions.
import { afterEach, describe, expect, it } from 'vitest';
import { SAFE_APP_HOST_WALLET_NAME, detectSafeAppHost } from '../../../src/wallet/safe-app-host';
import { createWalletSession, type LastWalletStore } from '../../../src/wallet/session';
import { SAFE_APP_HOST_RDNS } from '../../../src/wallet/wallet-ids';
import { frameApp, hostedApp, SAFE_ADDRESS, SAFE_INFO } from '../safe-apps/harness';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.reverse()) step();
  cleanup = [];
});

function memoryLastWallet(): LastWalletStore & { value?: { rdns: string; address: string } } {
  const store: LastWalletStore & { value?: { rdns: string; address: string } } = {
    get: () => Promise.resolve(store.value),
    set: (value) => {
      store.value = value;
      return Promise.resolve();
    },
    clear: () => {
      delete store.value;
      return Promise.resolve();
    },
  };
  return store;
}

const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`;

describe('the Safe that opened this app', () => {
  it('is not offered outside a frame', async () => {
    expect(window.parent).toBe(window);
    expect(await detectSafeAppHost({ timeoutMs: 50 })).toBeNull();
  });

  it('is not offered when the framing page does not answer like a Safe host', async () => {
    const frame = frameApp();
    cleanup.push(() => frame.restore());
    expect(await detectSafeAppHost({ timeoutMs: 50 })).toBeNull();
    // It was asked (getSafeInfo), and nothing came back.
    expect(frame.fromApp).toHaveLength(1);
  });

  it('connects as the host’s Safe and signs and sends through the host', async () => {
    const typed: unknown[] = [];
    const sent: unknown[] = [];
    const hosted = hostedApp({
      getSafeInfo: () => SAFE_INFO,
      signTypedMessage: (request) => {
        typed.push(request.params);
        return { messageHash: `0x${'01'.repeat(32)}`, signature: '0x5afe' };
      },
      sendTransactions: (request) => {
        sent.push(request.params);
        return { safeTxHash: SAFE_TX_HASH };
      },
    });
    cleanup.push(() => hosted.frame.restore());
    const detail = await detectSafeAppHost({ timeoutMs: 2_000 });
    expect(detail?.info).toMatchObject({
      name: SAFE_APP_HOST_WALLET_NAME,
      rdns: SAFE_APP_HOST_RDNS,
    });
    expect(detail?.info.icon.startsWith('data:image/svg+xml,')).toBe(true);

    const lastWallet = memoryLastWallet();
    const session = createWalletSession({ lastWallet });
    const connection = await session.connect(detail!);
    expect(connection.address).toBe(SAFE_ADDRESS);
    expect(connection.chainId).toBe(String(SAFE_INFO.chainId));

    const typedData = {
      domain: { name: 'Test', version: '1', chainId: SAFE_INFO.chainId },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    };
    expect(await session.signTypedData(typedData)).toBe('0x5afe');
    expect(typed).toEqual([{ typedData }]);

    const to = '0x00000000000000000000000000000000000000aa';
    expect(await session.sendTransaction({ to, data: '0x1234', value: '0x10' })).toBe(SAFE_TX_HASH);
    // The client sends the value in decimal, as the public SDK does.
    expect(sent).toEqual([{ txs: [{ to, value: '16', data: '0x1234' }] }]);
  });
});
