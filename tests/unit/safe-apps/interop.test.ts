// @vitest-environment jsdom
// Interop with the real public SDK (@safe-global/safe-apps-sdk 9.1.0, test-only): (a) the SDK's
// calls answered by a host built on our protocol core; (b) our client answered by a host that
// replies exactly as the SDK expects (its own MessageFormatter), and sends what the SDK sends.
import PublicSDK, {
  getSDKVersion as publicSdkVersion,
  MessageFormatter,
  Methods as PublicMethods,
} from '@safe-global/safe-apps-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeAppsSDK } from '../../../src/safe-apps/client';
import type { MessageLike } from '../../../src/safe-apps/protocol';
import {
  APP_ORIGIN,
  frameApp,
  HOST_ORIGIN,
  HostRefusal,
  hostedApp,
  NO_REPLY,
  SAFE_ADDRESS,
  SAFE_INFO,
  until,
  type Handlers,
} from './harness';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.reverse()) step();
  cleanup = [];
});

const TO = '0x00000000000000000000000000000000000000aa';
const SAFE_TX_HASH = '0x' + 'ab'.repeat(32);
const typedData = {
  domain: { name: 'Ether Mail', version: '1', chainId: 11155111 },
  types: {
    Person: [{ name: 'name', type: 'string' }],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  message: { from: { name: 'a' }, contents: 'hi' },
};
const granted = {
  invoker: APP_ORIGIN,
  parentCapability: 'requestAddressBook',
  date: 1,
  caveats: [],
};
const book = [{ address: SAFE_ADDRESS, chainId: '11155111', name: 'Treasury' }];
const magicFor = (selector: string) =>
  (selector === '0x1626ba7e' ? '0x1626ba7e' : '0x20c13b0b') + '0'.repeat(56);

/** The SDK's own communicator (private in its types): sends what its API would never send. */
const rawSend = (sdk: PublicSDK, method: string, params: unknown): Promise<unknown> =>
  (
    sdk as unknown as { communicator: { send(method: string, params: unknown): Promise<unknown> } }
  ).communicator.send(method, params);

describe('(a) the public SDK, unmodified, inside a host on our protocol core', () => {
  function setup(handlers: Handlers) {
    const hosted = hostedApp({ getSafeInfo: () => SAFE_INFO, ...handlers });
    cleanup.push(() => hosted.frame.restore());
    return { ...hosted, sdk: new PublicSDK() };
  }

  it('completes every one of the 13 methods', async () => {
    const chain = {
      chainName: 'Sepolia',
      chainId: '11155111',
      shortName: 'sep',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
      blockExplorerUriTemplate: { address: 'a', txHash: 't', api: 'x' },
    };
    let permissions: (typeof granted)[] = [];
    const { sdk, host, frame } = setup({
      getChainInfo: () => chain,
      getEnvironmentInfo: () => ({ origin: HOST_ORIGIN }),
      getSafeBalances: (request) => ({ fiatTotal: '0', items: [], currency: request.params }),
      sendTransactions: () => ({ safeTxHash: SAFE_TX_HASH }),
      signMessage: () => ({ messageHash: '0xm1', signature: '0xs1' }),
      signTypedMessage: () => ({ messageHash: '0xm2', signature: '0xs2' }),
      getTxBySafeTxHash: (request) => ({ txId: 'x', asked: request.params }),
      getOffChainSignature: () => '0xprepared',
      rpcCall: (request) => {
        if (request.params.call === 'eth_call') {
          const [tx] = request.params.params as [{ data: string }];
          return magicFor(tx.data.slice(0, 10));
        }
        return '0x3b9aca00';
      },
      wallet_getPermissions: () => permissions,
      wallet_requestPermissions: () => {
        permissions = [granted];
        return permissions;
      },
      requestAddressBook: () => book,
    });
    expect(await sdk.safe.getInfo()).toEqual(SAFE_INFO);
    expect(await sdk.safe.getChainInfo()).toEqual(chain);
    expect(await sdk.safe.getEnvironmentInfo()).toEqual({ origin: HOST_ORIGIN });
    expect(await sdk.safe.experimental_getBalances()).toMatchObject({
      currency: { currency: 'usd' },
    });
    expect(
      await sdk.txs.send({ txs: [{ to: TO, value: '1', data: '0x' }], params: { safeTxGas: 0 } }),
    ).toEqual({ safeTxHash: SAFE_TX_HASH });
    expect(await sdk.txs.signMessage('hello')).toEqual({ messageHash: '0xm1', signature: '0xs1' });
    expect(await sdk.txs.signTypedMessage(typedData)).toEqual({
      messageHash: '0xm2',
      signature: '0xs2',
    });
    expect(await sdk.txs.getBySafeTxHash(SAFE_TX_HASH)).toMatchObject({
      asked: { safeTxHash: SAFE_TX_HASH },
    });
    expect(await sdk.safe.getOffChainSignature('0xm1')).toBe('0xprepared');
    expect(await sdk.eth.getGasPrice()).toBe('0x3b9aca00');
    expect(await sdk.safe.isMessageSigned('hello')).toBe(true);
    expect(await sdk.safe.requestAddressBook()).toEqual(book);
    expect(await sdk.wallet.getPermissions()).toEqual([granted]);
    expect(new Set(host.handled.map((request) => request.method))).toEqual(
      new Set(Object.values(PublicMethods)),
    );
    // The SDK's ids (5 bytes, 10 hex digits) were accepted and echoed.
    for (const { message } of frame.fromApp) {
      expect((message as { id: string }).id).toMatch(/^[0-9a-f]{10}$/);
    }
    for (const reply of host.replies) {
      expect(reply.targetOrigin).toBe(APP_ORIGIN);
      expect(reply.message).toMatchObject({ version: '9.1.0' });
    }
  });

  it('gets a host refusal as Error(text), and permissions as 4001', async () => {
    const { sdk } = setup({
      sendTransactions: () => {
        throw new HostRefusal('Transaction was rejected');
      },
      wallet_getPermissions: () => [],
      wallet_requestPermissions: () => {
        throw new HostRefusal('Permissions rejected');
      },
    });
    await expect(sdk.txs.send({ txs: [{ to: TO, value: '0', data: '0x' }] })).rejects.toThrow(
      'Transaction was rejected',
    );
    await expect(sdk.safe.requestAddressBook()).rejects.toMatchObject({
      message: 'Permissions rejected',
      code: 4001,
    });
  });

  it('gets the host’s §5 answers for what it sends unchecked', async () => {
    const { sdk, host } = setup({ rpcCall: () => '0x' });
    await expect(
      rawSend(sdk, PublicMethods.rpcCall, { call: 'eth_sendRawTransaction', params: [] }),
    ).rejects.toThrow('"eth_sendRawTransaction" is not allowed');
    await expect(
      rawSend(sdk, PublicMethods.wallet_requestPermissions, [{ eth_accounts: {} }]),
    ).rejects.toThrow('Permissions request is invalid');
    await expect(rawSend(sdk, PublicMethods.getTxBySafeTxHash, {})).rejects.toThrow(
      'Invalid safeTxHash',
    );
    await expect(rawSend(sdk, PublicMethods.sendTransactions, { txs: [] })).rejects.toThrow(
      'No transactions were passed',
    );
    await expect(rawSend(sdk, PublicMethods.signTypedMessage, { typedData: {} })).rejects.toThrow(
      'Invalid typed data',
    );
    // None of them reached a handler.
    expect(host.handled).toEqual([]);
  });
});

describe('(b) our client inside a host that answers as the public SDK expects', () => {
  /** A Safe{Wallet}-style host: checks source, origin and method, replies with the SDK's formatter. */
  function setupSdkStyleHost(answers: Record<string, (params: unknown) => unknown>) {
    const frame = frameApp();
    const received: { method: string; params: unknown; env: unknown }[] = [];
    frame.onParentMessage = (event: MessageLike) => {
      const data = event.data as { id: string; method: string; params: unknown; env: unknown };
      if (event.source !== window || event.origin !== APP_ORIGIN) return;
      if (!Object.values(PublicMethods).includes(data.method as PublicMethods)) return;
      received.push({ method: data.method, params: data.params, env: data.env });
      const answer = answers[data.method];
      let reply;
      try {
        const result = answer ? answer(data.params) : undefined;
        if (result === NO_REPLY) return;
        reply = MessageFormatter.makeResponse(data.id, result as never, publicSdkVersion());
      } catch (error) {
        reply = MessageFormatter.makeErrorResponse(
          data.id,
          (error as Error).message,
          publicSdkVersion(),
        );
      }
      frame.deliverToApp(structuredClone(reply));
    };
    cleanup.push(() => frame.restore());
    return { frame, received };
  }

  const answers = {
    getSafeInfo: () => SAFE_INFO,
    getEnvironmentInfo: () => ({ origin: HOST_ORIGIN }),
    getSafeBalances: () => ({ fiatTotal: '0', items: [] }),
    sendTransactions: () => ({ safeTxHash: SAFE_TX_HASH }),
    signMessage: () => ({ messageHash: '0xm' }),
    signTypedMessage: () => ({ safeTxHash: SAFE_TX_HASH }),
    getTxBySafeTxHash: () => ({ txId: 'x' }),
    getOffChainSignature: () => '0xprepared',
    rpcCall: (params: unknown) => {
      const { call, params: list } = params as { call: string; params: [{ data: string }] };
      return call === 'eth_call' ? magicFor(list[0].data.slice(0, 10)) : '0x1';
    },
    wallet_getPermissions: () => [],
    wallet_requestPermissions: () => [granted],
    requestAddressBook: () => book,
    getChainInfo: () => ({ chainName: 'Sepolia' }),
  };

  /** The same calls, made through either client. */
  async function run(sdk: PublicSDK | SafeAppsSDK) {
    const results: unknown[] = [];
    results.push(await sdk.safe.getInfo());
    results.push(await sdk.safe.getChainInfo());
    results.push(await sdk.safe.getEnvironmentInfo());
    results.push(await sdk.safe.experimental_getBalances({ currency: 'eur' }));
    results.push(await sdk.txs.send({ txs: [{ to: TO, value: '1', data: '0xab' }] }));
    results.push(await sdk.txs.signMessage('hello'));
    results.push(await sdk.txs.signTypedMessage(typedData));
    results.push(await sdk.txs.getBySafeTxHash(SAFE_TX_HASH));
    results.push(await sdk.safe.getOffChainSignature('0xm'));
    results.push(await sdk.eth.getBalance([SAFE_ADDRESS]));
    results.push(await sdk.eth.getBlockByNumber([7]));
    results.push(await sdk.eth.getStorageAt([SAFE_ADDRESS, 3]));
    results.push(await sdk.safe.isMessageSigned('hello', '0x1234'));
    results.push(await sdk.safe.requestAddressBook());
    return results;
  }

  it('completes its calls with the answers the SDK would get', async () => {
    const { received } = setupSdkStyleHost(answers);
    const ours = new SafeAppsSDK();
    cleanup.push(() => ours.close());
    const results = await run(ours);
    expect(results[0]).toEqual(SAFE_INFO);
    expect(results[12]).toBe(true);
    expect(results[13]).toEqual(book);
    expect(
      received.every((message) => (message.env as { sdkVersion: string }).sdkVersion === '9.1.0'),
    ).toBe(true);
  });

  it('sends exactly what the public SDK sends for the same calls (ids aside)', async () => {
    const theirsHost = setupSdkStyleHost(answers);
    const theirResults = await run(new PublicSDK());
    const theirMessages = [...theirsHost.received];
    cleanup.pop()?.();
    const oursHost = setupSdkStyleHost(answers);
    const ours = new SafeAppsSDK();
    cleanup.push(() => ours.close());
    const ourResults = await run(ours);
    expect(ourResults).toEqual(theirResults);
    expect(oursHost.received).toEqual(theirMessages);
    expect(oursHost.received.length).toBeGreaterThan(14);
  });

  it('drops an SDK-style reply without `version`, as the public SDK does', async () => {
    const { frame } = setupSdkStyleHost({ getSafeInfo: () => NO_REPLY });
    const ours = new SafeAppsSDK({ timeoutMs: 50 });
    cleanup.push(() => ours.close());
    const pending = ours.safe.getInfo();
    await until(() => frame.fromApp.length === 1, 'request posted');
    const { id } = frame.fromApp[0]!.message as { id: string };
    frame.deliverToApp(MessageFormatter.makeResponse(id, SAFE_INFO as never, undefined as never));
    await expect(pending).rejects.toThrow('No answer to getSafeInfo');
  });
});
