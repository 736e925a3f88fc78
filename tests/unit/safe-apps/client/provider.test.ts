// @vitest-environment jsdom
// The EIP-1193 provider over the client: the usual eth_ methods mapped to host calls, the §5
// signing-address rule, 'Undefined request', and `"<method>" not implemented` for the rest.
import { afterEach, describe, expect, it } from 'vitest';
import {
  createSafeAppsProvider,
  MethodNotImplementedError,
  SafeAppsProvider,
  SafeAppsSDK,
} from '../../../../src/safe-apps/client';
import type { ValidRequest } from '../../../../src/safe-apps/protocol';
import { hostedApp, SAFE_ADDRESS, SAFE_INFO, type Handler } from '../harness';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.reverse()) step();
  cleanup = [];
});

const SAFE_TX_HASH = '0x' + 'ab'.repeat(32);
const CHAIN_TX_HASH = '0x' + 'cd'.repeat(32);

function setup(handlers: Parameters<typeof hostedApp>[0] = {}) {
  const hosted = hostedApp({ getSafeInfo: () => SAFE_INFO, ...handlers });
  const sdk = new SafeAppsSDK();
  cleanup.push(
    () => hosted.frame.restore(),
    () => sdk.close(),
  );
  return { ...hosted, sdk, provider: new SafeAppsProvider(SAFE_INFO, sdk) };
}

describe('the Safe as an EIP-1193 provider', () => {
  it('answers accounts and chain locally', async () => {
    const { provider, host } = setup();
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([SAFE_ADDRESS]);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([SAFE_ADDRESS]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xaa36a7');
    expect(await provider.request({ method: 'net_version' })).toBe('11155111');
    expect(host.handled).toEqual([]);
  });

  it('is created from the host’s Safe info and announces connect', async () => {
    const { sdk } = setup();
    const provider = await createSafeAppsProvider(sdk);
    const events: unknown[] = [];
    provider.on('connect', (info) => events.push(info));
    await provider.connect();
    expect(events).toEqual([{ chainId: '0xaa36a7' }]);
    expect(provider.chainId).toBe(11155111);
  });

  it('signs messages for the Safe’s own address only (any case), returning the signature or 0x', async () => {
    const signed: ValidRequest[] = [];
    const sign: Handler = (request) => {
      signed.push(request);
      return request.method === 'signMessage' && request.params.message === 'on chain'
        ? { safeTxHash: SAFE_TX_HASH }
        : { messageHash: '0xm', signature: '0xsig' };
    };
    const { provider } = setup({ signMessage: sign, signTypedMessage: sign });
    const lower = SAFE_ADDRESS.toLowerCase();
    expect(await provider.request({ method: 'personal_sign', params: ['hello', lower] })).toBe(
      '0xsig',
    );
    expect(await provider.request({ method: 'personal_sign', params: ['on chain', lower] })).toBe(
      '0x',
    );
    expect(await provider.request({ method: 'eth_sign', params: [SAFE_ADDRESS, '0xabcd'] })).toBe(
      '0xsig',
    );
    const typedData = {
      domain: { chainId: 1 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      message: { contents: 'x' },
    };
    expect(
      await provider.request({
        method: 'eth_signTypedData_v4',
        params: [SAFE_ADDRESS, JSON.stringify(typedData)],
      }),
    ).toBe('0xsig');
    expect(signed.map((request) => request.params)).toEqual([
      { message: 'hello' },
      { message: 'on chain' },
      { message: '0xabcd' },
      { typedData },
    ]);
    const other = '0x00000000000000000000000000000000000000aa';
    for (const request of [
      { method: 'personal_sign', params: ['hello', other] },
      { method: 'eth_sign', params: [other, '0xabcd'] },
      { method: 'eth_sign', params: [SAFE_ADDRESS, 'abcd'] },
      { method: 'eth_signTypedData', params: [other, typedData] },
    ]) {
      await expect(provider.request(request)).rejects.toThrow(
        'The address or message hash is invalid',
      );
    }
    expect(signed).toHaveLength(4);
  });

  it('sends a transaction as a one-call batch and answers its safeTxHash, then finds it', async () => {
    const sent: unknown[] = [];
    const { provider } = setup({
      sendTransactions: (request) => {
        sent.push(request.params);
        return { safeTxHash: SAFE_TX_HASH };
      },
      getTxBySafeTxHash: () => ({ txStatus: 'AWAITING_CONFIRMATIONS', txHash: null }),
    });
    const to = '0x00000000000000000000000000000000000000aa';
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: SAFE_ADDRESS, to, value: '0x10', data: undefined, gas: '0x5208' }],
    });
    expect(hash).toBe(SAFE_TX_HASH);
    expect(sent).toEqual([
      { txs: [{ to, value: '16', data: '0x' }], params: { safeTxGas: 21000 } },
    ]);
    expect(
      await provider.request({ method: 'eth_getTransactionByHash', params: [SAFE_TX_HASH] }),
    ).toMatchObject({ hash: SAFE_TX_HASH, blockNumber: null, to });
  });

  it('maps an executed Safe transaction to its chain transaction and receipt', async () => {
    const rpc: unknown[] = [];
    const { provider } = setup({
      getTxBySafeTxHash: () => ({ txStatus: 'SUCCESS', txHash: CHAIN_TX_HASH }),
      rpcCall: (request) => {
        rpc.push(request.params);
        return request.params.call === 'eth_getTransactionReceipt'
          ? { transactionHash: CHAIN_TX_HASH, status: '0x1' }
          : { hash: CHAIN_TX_HASH, blockNumber: '0x5' };
      },
    });
    expect(
      await provider.request({ method: 'eth_getTransactionReceipt', params: [SAFE_TX_HASH] }),
    ).toEqual({ transactionHash: SAFE_TX_HASH, status: '0x1' });
    expect(
      await provider.request({ method: 'eth_getTransactionByHash', params: [SAFE_TX_HASH] }),
    ).toEqual({ hash: SAFE_TX_HASH, blockNumber: '0x5' });
    expect(rpc).toEqual([
      { call: 'eth_getTransactionReceipt', params: [CHAIN_TX_HASH] },
      { call: 'eth_getTransactionByHash', params: [CHAIN_TX_HASH] },
    ]);
  });

  it('forwards the reads through rpcCall', async () => {
    const rpc: unknown[] = [];
    const { provider } = setup({
      rpcCall: (request) => {
        rpc.push(request.params);
        return request.params.call === 'eth_getBlockByNumber' ? { number: '0x2a' } : '0x1';
      },
      wallet_getPermissions: () => [],
    });
    const upper = '0x00000000000000000000000000000000000000AA';
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x2a');
    await provider.request({ method: 'eth_getBalance', params: [upper, 'latest'] });
    await provider.request({ method: 'eth_getCode', params: [upper] });
    await provider.request({ method: 'eth_getTransactionCount', params: [upper, 'pending'] });
    await provider.request({ method: 'eth_getStorageAt', params: [upper, '0x0', 'latest'] });
    await provider.request({ method: 'eth_call', params: [{ to: upper, data: '0x' }] });
    await provider.request({ method: 'eth_estimateGas', params: [{ to: upper }] });
    await provider.request({ method: 'eth_getLogs', params: [{ address: upper }] });
    await provider.request({ method: 'eth_gasPrice' });
    await provider.request({ method: 'eth_getBlockByHash', params: ['0xh', true] });
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual([]);
    const lower = upper.toLowerCase();
    expect(rpc).toEqual([
      { call: 'eth_getBlockByNumber', params: ['latest', false] },
      { call: 'eth_getBalance', params: [lower, 'latest'] },
      { call: 'eth_getCode', params: [lower, 'latest'] },
      { call: 'eth_getTransactionCount', params: [lower, 'pending'] },
      { call: 'eth_getStorageAt', params: [lower, '0x0', 'latest'] },
      { call: 'eth_call', params: [{ to: upper, data: '0x' }, 'latest'] },
      { call: 'eth_estimateGas', params: [{ to: upper }] },
      { call: 'eth_getLogs', params: [{ address: upper }] },
      { call: 'eth_gasPrice', params: [] },
      { call: 'eth_getBlockByHash', params: ['0xh', true] },
    ]);
  });

  it('throws `"<method>" not implemented` for anything else, and \'Undefined request\' for nothing', async () => {
    const { provider, frame } = setup();
    for (const method of [
      'eth_sendRawTransaction',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'eth_subscribe',
      'foo',
    ]) {
      const call = provider.request({ method });
      await expect(call).rejects.toBeInstanceOf(MethodNotImplementedError);
      await expect(call).rejects.toThrow(`"${method}" not implemented`);
    }
    await expect(provider.request(undefined as never)).rejects.toThrow('Undefined request');
    await expect(provider.request({} as never)).rejects.toThrow('Undefined request');
    expect(frame.fromApp).toEqual([]);
  });
});
