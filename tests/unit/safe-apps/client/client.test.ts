// @vitest-environment jsdom
// The app-side client against a host built on the protocol core: every call's wire message and
// answer, every §5 error raised before anything is posted, permissions (4001), EIP-1271 checks,
// the acceptance rules on replies, timeouts and close().
import { hashMessage, hashTypedData, toFunctionSelector } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PermissionsError,
  SafeAppsHostError,
  SafeAppsSDK,
  SafeAppsTimeoutError,
} from '../../../../src/safe-apps/client';
import { makeSuccessResponse, type ValidRequest } from '../../../../src/safe-apps/protocol';
import {
  HOST_ORIGIN,
  HostRefusal,
  hostedApp,
  NO_REPLY,
  SAFE_ADDRESS,
  SAFE_INFO,
  until,
  type Handler,
} from '../harness';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.reverse()) step();
  cleanup = [];
});

function setup(handlers: Parameters<typeof hostedApp>[0], options = {}) {
  const hosted = hostedApp(handlers);
  const sdk = new SafeAppsSDK(options);
  cleanup.push(
    () => sdk.close(),
    () => hosted.frame.restore(),
  );
  return { ...hosted, sdk };
}

const typedData = {
  domain: { name: 'Ether Mail', version: '1', chainId: '11155111' },
  types: {
    Person: [{ name: 'name', type: 'string' }],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  message: { from: { name: 'a' }, contents: 'hi' },
};

describe('calls and their wire messages', () => {
  it('getInfo, getChainInfo, getEnvironmentInfo and getBalances (usd by default)', async () => {
    const chain = {
      chainName: 'Sepolia',
      chainId: '11155111',
      shortName: 'sep',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
      blockExplorerUriTemplate: { address: 'a', txHash: 't', api: 'x' },
    };
    const { sdk, frame, host } = setup({
      getSafeInfo: () => SAFE_INFO,
      getChainInfo: () => chain,
      getEnvironmentInfo: () => ({ origin: HOST_ORIGIN }),
      getSafeBalances: (request) => ({ fiatTotal: '1', items: [], asked: request.params }),
    });
    expect(await sdk.safe.getInfo()).toEqual(SAFE_INFO);
    expect(await sdk.safe.getChainInfo()).toEqual(chain);
    expect(await sdk.safe.getEnvironmentInfo()).toEqual({ origin: HOST_ORIGIN });
    expect(await sdk.safe.getBalances()).toMatchObject({ asked: { currency: 'usd' } });
    expect(await sdk.safe.experimental_getBalances({ currency: 'eur' })).toMatchObject({
      asked: { currency: 'eur' },
    });
    const first = frame.fromApp[0]!;
    expect(first.targetOrigin).toBe('*');
    expect(first.message).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{20}$/),
      method: 'getSafeInfo',
      params: undefined,
      env: { sdkVersion: '9.1.0' },
    });
    expect(host.handled.map((request) => request.method)).toEqual([
      'getSafeInfo',
      'getChainInfo',
      'getEnvironmentInfo',
      'getSafeBalances',
      'getSafeBalances',
    ]);
    // Every reply went to the app's origin only.
    expect(new Set(host.replies.map((reply) => reply.targetOrigin))).toEqual(
      new Set(['https://app.example']),
    );
  });

  it('txs.send, signMessage, signTypedMessage and getBySafeTxHash', async () => {
    const seen: ValidRequest[] = [];
    const record: Handler = (request) => {
      seen.push(request);
      if (request.method === 'sendTransactions') return { safeTxHash: '0xsafe' };
      if (request.method === 'getTxBySafeTxHash') return { txId: 'multisig_x', txHash: '0xchain' };
      return { messageHash: '0xmsg', signature: '0xsig' };
    };
    const { sdk } = setup({
      sendTransactions: record,
      signMessage: record,
      signTypedMessage: record,
      getTxBySafeTxHash: record,
    });
    const tx = { to: '0x00000000000000000000000000000000000000aa', value: '1', data: '0x' };
    expect(await sdk.txs.send({ txs: [tx], params: { safeTxGas: 5 } })).toEqual({
      safeTxHash: '0xsafe',
    });
    expect(await sdk.txs.signMessage('hello')).toEqual({
      messageHash: '0xmsg',
      signature: '0xsig',
    });
    await sdk.txs.signTypedMessage(typedData);
    expect(await sdk.txs.getBySafeTxHash('0xsafe')).toMatchObject({ txHash: '0xchain' });
    expect(seen.map(({ method, params }) => ({ method, params }))).toEqual([
      { method: 'sendTransactions', params: { txs: [tx], params: { safeTxGas: 5 } } },
      { method: 'signMessage', params: { message: 'hello' } },
      { method: 'signTypedMessage', params: { typedData } },
      { method: 'getTxBySafeTxHash', params: { safeTxHash: '0xsafe' } },
    ]);
  });

  it('eth.* send allow-listed rpcCalls with the public SDK’s defaults, without touching the caller’s array', async () => {
    const calls: unknown[] = [];
    const { sdk } = setup({
      rpcCall: (request) => {
        calls.push(request.params);
        return request.params.call === 'eth_getBlockByNumber' ? { number: '0x10' } : '0x1';
      },
    });
    const callParams = [{ to: SAFE_ADDRESS, data: '0x' }];
    await sdk.eth.call(callParams);
    expect(callParams).toHaveLength(1);
    await sdk.eth.getBalance([SAFE_ADDRESS]);
    await sdk.eth.getStorageAt([SAFE_ADDRESS, 0]);
    await sdk.eth.getBlockByNumber([16]);
    await sdk.eth.getBlockByHash(['0xhash']);
    await sdk.eth.getTransactionCount([SAFE_ADDRESS, 'pending']);
    await sdk.eth.getGasPrice();
    await sdk.eth.getEstimateGas({ to: SAFE_ADDRESS });
    await sdk.eth.setSafeSettings([{ offChainSigning: true }]);
    expect(calls).toEqual([
      { call: 'eth_call', params: [{ to: SAFE_ADDRESS, data: '0x' }, 'latest'] },
      { call: 'eth_getBalance', params: [SAFE_ADDRESS, 'latest'] },
      { call: 'eth_getStorageAt', params: [SAFE_ADDRESS, '0x0', 'latest'] },
      { call: 'eth_getBlockByNumber', params: ['0x10', false] },
      { call: 'eth_getBlockByHash', params: ['0xhash', false] },
      { call: 'eth_getTransactionCount', params: [SAFE_ADDRESS, 'pending'] },
      { call: 'eth_gasPrice', params: [] },
      { call: 'eth_estimateGas', params: [{ to: SAFE_ADDRESS }] },
      { call: 'safe_setSettings', params: [{ offChainSigning: true }] },
    ]);
  });

  it('a host error reply rejects with the host’s own text', async () => {
    const { sdk } = setup({
      sendTransactions: () => {
        throw new HostRefusal('Transaction was rejected');
      },
      getSafeInfo: () => {
        throw new Error('internal detail');
      },
    });
    const tx = { to: '0x00000000000000000000000000000000000000aa', value: '0', data: '0x' };
    const rejected = sdk.txs.send({ txs: [tx] });
    await expect(rejected).rejects.toThrow(new SafeAppsHostError('Transaction was rejected'));
    await expect(rejected).rejects.toBeInstanceOf(Error);
    await expect(sdk.safe.getInfo()).rejects.toThrow('Request failed');
  });
});

describe('§5 errors on the client, before anything is posted', () => {
  it('each rule throws its exact text', async () => {
    const { sdk, frame } = setup({});
    await expect(sdk.txs.send({ txs: [] })).rejects.toThrow('No transactions were passed');
    await expect(sdk.txs.getBySafeTxHash('')).rejects.toThrow('Invalid safeTxHash');
    await expect(sdk.txs.signTypedMessage({} as never)).rejects.toThrow('Invalid typed data');
    await expect(sdk.txs.signTypedMessage({ domain: {}, types: {} } as never)).rejects.toThrow(
      'Invalid typed data',
    );
    const invalid = sdk.wallet.requestPermissions([{ sendTransactions: {} }]);
    await expect(invalid).rejects.toBeInstanceOf(PermissionsError);
    await expect(invalid).rejects.toMatchObject({
      message: 'Permissions request is invalid',
      code: 4001,
    });
    expect(() =>
      sdk.safe.calculateTypedMessageHash({
        ...typedData,
        types: { ...typedData.types, Other: [{ name: 'x', type: 'uint256' }] },
      }),
    ).toThrow('Please specify primaryType');
    await expect(sdk.safe.isMessageSigned(42 as never)).rejects.toThrow('Invalid message type');
    expect(frame.fromApp).toEqual([]);
  });
});

describe('permissions (spec §6)', () => {
  const granted = {
    invoker: 'https://app.example',
    parentCapability: 'requestAddressBook',
    date: 1,
    caveats: [],
  };
  const book = [{ address: SAFE_ADDRESS, chainId: '11155111', name: 'Treasury' }];

  it('asks for the address-book permission when missing, then reads the book', async () => {
    const { sdk, host } = setup({
      wallet_getPermissions: () => [],
      wallet_requestPermissions: () => [granted],
      requestAddressBook: () => book,
    });
    expect(await sdk.safe.requestAddressBook()).toEqual(book);
    expect(host.handled.map((request) => [request.method, request.params])).toEqual([
      ['wallet_getPermissions', undefined],
      ['wallet_requestPermissions', [{ requestAddressBook: {} }]],
      ['requestAddressBook', undefined],
    ]);
  });

  it("a refusal is 'Permissions rejected' with code 4001, and the book is never asked", async () => {
    const { sdk, host } = setup({
      wallet_getPermissions: () => [],
      wallet_requestPermissions: () => {
        throw new HostRefusal('Permissions rejected');
      },
      requestAddressBook: () => book,
    });
    const refused = sdk.safe.requestAddressBook();
    await expect(refused).rejects.toBeInstanceOf(PermissionsError);
    await expect(refused).rejects.toMatchObject({ message: 'Permissions rejected', code: 4001 });
    expect(host.handled.map((request) => request.method)).not.toContain('requestAddressBook');
  });

  it('a permission stored as refused (userRestricted) does not count as granted', async () => {
    const restricted = { ...granted, caveats: [{ type: 'userRestricted', value: true }] };
    const { sdk } = setup({
      wallet_getPermissions: () => [restricted],
      wallet_requestPermissions: () => [restricted],
      requestAddressBook: () => book,
    });
    await expect(sdk.safe.requestAddressBook()).rejects.toMatchObject({
      message: 'Permissions rejected',
      code: 4001,
    });
  });
});

describe('message hashes and EIP-1271 checks', () => {
  const current = toFunctionSelector('isValidSignature(bytes32,bytes)');
  const legacy = toFunctionSelector('isValidSignature(bytes,bytes)');

  it('hash text with EIP-191 and typed data with EIP-712 (primary type derived)', () => {
    const sdk = new SafeAppsSDK();
    cleanup.push(() => sdk.close());
    expect(sdk.safe.calculateMessageHash('hello')).toBe(hashMessage('hello'));
    expect(sdk.safe.calculateTypedMessageHash(typedData)).toBe(
      hashTypedData({
        domain: { ...typedData.domain, chainId: 11155111 },
        types: typedData.types,
        primaryType: 'Mail',
        message: typedData.message,
      }),
    );
  });

  it.each([
    ['the bytes32 form answers 0x1626ba7e', current, true],
    ['only the legacy bytes form answers 0x20c13b0b', legacy, true],
    ['neither form answers its magic value', 'none', false],
  ])('%s', async (_title, answering, expected) => {
    const seen: string[] = [];
    const { sdk } = setup({
      getSafeInfo: () => SAFE_INFO,
      rpcCall: (request) => {
        const [tx, block] = request.params.params as [{ to: string; data: string }, string];
        expect(tx.to).toBe(SAFE_ADDRESS);
        expect(block).toBe('latest');
        const selector = tx.data.slice(0, 10);
        seen.push(selector);
        if (selector !== answering) return '0x00000000' + '0'.repeat(56);
        return (selector === current ? '0x1626BA7E' : '0x20c13b0b') + '0'.repeat(56);
      },
    });
    expect(await sdk.safe.isMessageSigned('hello')).toBe(expected);
    expect(seen[0]).toBe(current);
    if (answering !== current) expect(seen[1]).toBe(legacy);
  });

  it('a failed check is false: RPC errors, bad input, no Safe info', async () => {
    const { sdk } = setup({
      getSafeInfo: () => SAFE_INFO,
      rpcCall: () => {
        throw new Error('execution reverted');
      },
    });
    expect(await sdk.safe.isMessageHashSigned(hashMessage('x'), '0x1234')).toBe(false);
    expect(await sdk.safe.isMessageHashSigned('not a hash')).toBe(false);
    expect(await sdk.safe.isMessageSigned(typedData, '0x')).toBe(false);
    const failing = setup({});
    expect(await failing.sdk.safe.isMessageHashSigned(hashMessage('x'))).toBe(false);
  });
});

describe('replies the client accepts', () => {
  it('ignores replies from another window, a foreign origin, or a version below 1', async () => {
    const { frame, sdk } = setup(
      { getSafeInfo: () => NO_REPLY },
      // Written as a URL: the client keeps its origin.
      { allowedOrigins: [`${HOST_ORIGIN.toUpperCase().replace('HTTPS', 'https')}/`] },
    );
    let settled = false;
    const pending = sdk.safe.getInfo().finally(() => (settled = true));
    await until(() => frame.fromApp.length === 1, 'request posted');
    // With an exact allowed origin the request is posted to that origin, never '*'.
    expect(frame.fromApp[0]!.targetOrigin).toBe(HOST_ORIGIN);
    const id = (frame.fromApp[0]!.message as { id: string }).id;
    const good = makeSuccessResponse<'getSafeInfo'>(id, SAFE_INFO);
    frame.deliverToApp(good, { source: { postMessage() {} } });
    frame.deliverToApp(good, { source: window });
    frame.deliverToApp(good, { origin: 'https://evil.example' });
    frame.deliverToApp({ ...good, version: '0.9.0' });
    frame.deliverToApp({ ...good, version: undefined });
    frame.deliverToApp({ ...good, id: 'someone-else' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    frame.deliverToApp(good);
    expect(await pending).toEqual(SAFE_INFO);
  });

  it('times out a read the host never answers, and frees it', async () => {
    const { sdk } = setup({ getOffChainSignature: () => NO_REPLY }, { timeoutMs: 20 });
    await expect(sdk.safe.getOffChainSignature('0xabc')).rejects.toBeInstanceOf(
      SafeAppsTimeoutError,
    );
  });

  it('close() rejects pending requests and stops listening', async () => {
    const { sdk, frame } = setup({ sendTransactions: () => NO_REPLY });
    const tx = { to: '0x00000000000000000000000000000000000000aa', value: '0', data: '0x' };
    const pending = sdk.txs.send({ txs: [tx] });
    await until(() => frame.fromApp.length === 1, 'request posted');
    sdk.close();
    await expect(pending).rejects.toThrow('The client was closed');
    await expect(sdk.safe.getInfo()).rejects.toThrow('The client was closed');
  });

  it('has no host outside a frame', async () => {
    // The test window is top-level here: its parent is itself.
    const sdk = new SafeAppsSDK();
    cleanup.push(() => sdk.close());
    await expect(sdk.safe.getInfo()).rejects.toThrow('This app is not inside a Safe host');
  });
});
