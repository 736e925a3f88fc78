// Per-method answers of the reads with fakes: the Safe from the chain-checked state (not the
// gateway's owners), chain and environment info, rpcCall over the user's RPC, safe_setSettings
// kept locally, gateway reads, the address book behind its permission.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGatewayClient, type ChainInfo } from '../../../../src/gateway';
import type { ReadRequest } from '../../../../src/safe-apps/host/appHost';
import type { PermissionStore } from '../../../../src/safe-apps/host/permissions';
import { answerRead, type ReadContext } from '../../../../src/safe-apps/host/readAnswers';
import type { SafeChainState } from '../../../../src/safe';

const SAFE = '0x220866B1A2219f40e72f5c628B65D54268cA3A9D';
const OWNER = '0x1111111111111111111111111111111111111111';
const chain = {
  chainId: '31337',
  chainName: 'Devnet',
  shortName: 'hh',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: 'x' },
  blockExplorerUriTemplate: { address: 'a', txHash: 't', api: 'p' },
  features: [],
} as unknown as ChainInfo;
const state: SafeChainState = {
  chainId: '31337',
  safeAddress: SAFE,
  owners: [OWNER],
  threshold: 1,
  nonce: 7n,
  version: '1.4.1',
  implementation: '0x' + '29'.repeat(20),
  implementationCodeHash: '0x',
  implementationEmpty: false,
};

function context(fetch: typeof globalThis.fetch, over: Partial<ReadContext> = {}): ReadContext {
  const permissions: PermissionStore = { get: async () => [], put: async () => {} };
  return {
    appOrigin: 'https://app.example',
    hostOrigin: 'https://host.example',
    chain,
    safeAddress: SAFE,
    client: createGatewayClient({ baseUrl: 'https://gw.example', fetch }),
    rpcUrl: () => 'https://rpc.example',
    readSafeState: async () => state,
    walletAddress: () => OWNER,
    permissions,
    readAddressBook: async () => [{ address: OWNER, chainId: '31337', name: 'Me' }],
    settings: { offChainSigning: true },
    ...over,
  };
}
const req = (method: string, params?: unknown) =>
  ({ id: '1', method, params, sdkVersion: '9.1.0' }) as unknown as ReadRequest;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('host read answers', () => {
  it('answers getSafeInfo from the chain state (owners, nonce, version), the rest from the gateway', async () => {
    const gw = vi.fn(async () =>
      json({
        address: { value: SAFE },
        owners: [{ value: '0x9999999999999999999999999999999999999999' }],
        modules: [{ value: '0x' + '44'.repeat(20) }],
        guard: null,
        fallbackHandler: { value: '0x' + '55'.repeat(20) },
      }),
    );
    const info = await answerRead(context(gw), req('getSafeInfo'));
    expect(info).toEqual({
      safeAddress: SAFE,
      chainId: 31337,
      threshold: 1,
      owners: [OWNER],
      isReadOnly: false,
      nonce: 7,
      implementation: state.implementation,
      modules: ['0x' + '44'.repeat(20)],
      fallbackHandler: '0x' + '55'.repeat(20),
      guard: null,
      version: '1.4.1',
      network: 'DEVNET',
    });
    const other = await answerRead(
      context(async () => json({}, 503), { walletAddress: () => null }),
      req('getSafeInfo'),
    );
    expect(other).toMatchObject({ isReadOnly: true, modules: null, owners: [OWNER] });
  });

  it('refuses a Safe read from an RPC of another chain', async () => {
    const ctx = context(async () => json({}), {
      readSafeState: async () => ({ ...state, chainId: '1' }),
    });
    await expect(answerRead(ctx, req('getSafeInfo'))).rejects.toThrow();
  });

  it('answers chain and environment info', async () => {
    const ctx = context(async () => json({}));
    expect(await answerRead(ctx, req('getEnvironmentInfo'))).toEqual({
      origin: 'https://host.example',
    });
    expect(await answerRead(ctx, req('getChainInfo'))).toEqual({
      chainName: 'Devnet',
      chainId: '31337',
      shortName: 'hh',
      nativeCurrency: chain.nativeCurrency,
      blockExplorerUriTemplate: chain.blockExplorerUriTemplate,
    });
  });

  it('forwards rpcCall to the user’s RPC and keeps safe_setSettings locally', async () => {
    const rpc = vi.fn(async (_url: unknown, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { method: string };
      return json({
        jsonrpc: '2.0',
        id: 1,
        result: body.method === 'eth_getBalance' ? '0x5' : null,
      });
    });
    vi.stubGlobal('fetch', rpc);
    const ctx = context(async () => json({}));
    expect(
      await answerRead(ctx, req('rpcCall', { call: 'eth_getBalance', params: [SAFE, 'latest'] })),
    ).toBe('0x5');
    expect(rpc.mock.calls[0]![0]).toBe('https://rpc.example');
    expect(
      await answerRead(
        ctx,
        req('rpcCall', { call: 'safe_setSettings', params: [{ offChainSigning: false }] }),
      ),
    ).toEqual({ offChainSigning: false });
    expect(ctx.settings.offChainSigning).toBe(false);
    expect(rpc).toHaveBeenCalledTimes(1);
  });

  it('reads transactions and balances from the gateway (balances in the asked currency)', async () => {
    // Answers of the outline the gateway client checks (src/gateway/shape.ts).
    const gw = vi.fn(async (url: string) =>
      json(url.includes('/balances/') ? { fiatTotal: '0', items: [] } : { txId: url }),
    );
    const ctx = context(gw as unknown as typeof fetch);
    await answerRead(ctx, req('getTxBySafeTxHash', { safeTxHash: '0x' + 'ab'.repeat(32) }));
    await answerRead(ctx, req('getSafeBalances', { currency: 'eur' }));
    const urls = gw.mock.calls.map((c) => String(c[0]));
    expect(urls[0]).toContain(`/v1/chains/31337/transactions/0x${'ab'.repeat(32)}`);
    expect(urls[1]).toContain(`/safes/${SAFE}/balances/eur`);
  });

  it('gives the address book only with a granted permission', async () => {
    const ctx = context(async () => json({}));
    await expect(answerRead(ctx, req('requestAddressBook'))).rejects.toMatchObject({ code: 4001 });
    const granted = context(async () => json({}), {
      permissions: {
        get: async () => [
          {
            invoker: 'https://app.example',
            parentCapability: 'requestAddressBook',
            date: 1,
            caveats: [],
          },
        ],
        put: async () => {},
      },
    });
    expect(await answerRead(granted, req('requestAddressBook'))).toEqual([
      { address: OWNER, chainId: '31337', name: 'Me' },
    ]);
  });
});
