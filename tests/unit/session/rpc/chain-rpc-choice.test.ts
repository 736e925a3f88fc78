// The RPC-source choice as a table: which source the review reads the signing state from, which it
// compares at the same block, and when the chain counts as unverified (the gateway's RPC alone).
import { mainnet } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import type { ChainInfo } from '../../../../src/gateway';
import {
  chainRpcOf,
  chooseChainRpc,
  GATEWAY_ONLY_REASON,
  NO_RPC_REASON,
  type ChainRpcInputs,
} from '../../../../src/session/rpc/chainRpc';
import { buildRpcUrls, shippedRpcUrls } from '../../../../src/session/rpc/shippedRpc';

const GATEWAY_RPC = 'https://gateway-rpc.example/';
const USER_RPC = 'https://my-node.example/';
const SHIPPED_RPC = 'https://shipped.example/';

const chain = (rpcUri: Partial<ChainInfo['rpcUri']> = {}, chainId = '1'): ChainInfo =>
  ({
    chainId,
    chainName: 'Ethereum',
    rpcUri: { authentication: 'NO_AUTHENTICATION', value: GATEWAY_RPC, ...rpcUri },
  }) as ChainInfo;

const wallet = (chainId: string | null) => ({ id: 'io.metamask', name: 'MetaMask', chainId });
const none: ChainRpcInputs = { saved: {}, shipped: [], wallet: null };

describe('chooseChainRpc', () => {
  it.each([
    {
      case: 'the user’s RPC is set',
      inputs: { ...none, saved: { '1': USER_RPC }, shipped: [SHIPPED_RPC] },
      primary: 'user',
      others: ['shipped', 'gateway'],
    },
    {
      case: 'a shipped default only',
      inputs: { ...none, shipped: [SHIPPED_RPC] },
      primary: 'shipped',
      others: ['gateway'],
    },
    {
      case: 'a shipped default and the wallet on the chain',
      inputs: { ...none, shipped: [SHIPPED_RPC], wallet: wallet('1') },
      primary: 'shipped',
      others: ['wallet', 'gateway'],
    },
    {
      case: 'the wallet only (on that chain)',
      inputs: { ...none, wallet: wallet('1') },
      primary: 'wallet',
      others: ['gateway'],
    },
  ])('$case → $primary, compared with $others; verified', ({ inputs, primary, others }) => {
    const choice = chooseChainRpc(chain(), inputs);
    expect(choice.primary?.kind).toBe(primary);
    expect(choice.others.map((s) => s.kind)).toEqual(others);
    expect(choice.reason).toBeNull();
    expect(chainRpcOf(choice).status).toBe('ok');
  });

  it('the gateway’s RPC alone is unverified: no primary, signing blocked with the reason', () => {
    const choice = chooseChainRpc(chain(), none);
    expect(choice.primary).toBeNull();
    expect(choice.others).toEqual([]);
    expect(choice.sources.map((s) => s.kind)).toEqual(['gateway']);
    expect(choice.reason).toBe(GATEWAY_ONLY_REASON);
    expect(chainRpcOf(choice)).toMatchObject({
      status: 'unavailable',
      reason: GATEWAY_ONLY_REASON,
    });
  });

  it('a wallet on another chain does not count as a source', () => {
    const choice = chooseChainRpc(chain(), { ...none, wallet: wallet('100') });
    expect(choice.primary).toBeNull();
    expect(choice.reason).toBe(GATEWAY_ONLY_REASON);
  });

  it('no usable RPC at all (the gateway’s needs an API key) says so', () => {
    const choice = chooseChainRpc(chain({ authentication: 'API_KEY_PATH' }), none);
    expect(choice.sources).toEqual([]);
    expect(choice.reason).toBe(NO_RPC_REASON);
  });

  it('an invalid saved RPC is skipped, and a source named twice counts once', () => {
    const choice = chooseChainRpc(chain({ value: SHIPPED_RPC }), {
      ...none,
      saved: { '1': 'javascript:alert(1)' },
      shipped: [SHIPPED_RPC],
    });
    expect(choice.primary).toMatchObject({ kind: 'shipped', url: SHIPPED_RPC });
    expect(choice.others).toEqual([]);
  });

  it('names every source in words, the wallet by its name', () => {
    const choice = chooseChainRpc(chain(), {
      saved: { '1': USER_RPC },
      shipped: [],
      wallet: wallet('1'),
    });
    expect(choice.sources.map((s) => s.name)).toEqual([
      `your RPC ${USER_RPC}`,
      'your wallet (MetaMask)',
      `the gateway’s RPC ${GATEWAY_RPC}`,
    ]);
    expect(choice.sources[1]!.url).toBe('wallet:io.metamask');
  });
});

describe('shippedRpcUrls', () => {
  it('ships viem’s default RPC for a well-known chain', () => {
    expect(shippedRpcUrls('1', {})).toEqual(mainnet.rpcUrls.default.http);
  });

  it('ships the devnet build’s own RPC for the devnet chain, and nothing in other builds', () => {
    const devnet = buildRpcUrls({
      VITE_DEVNET: 'true',
      VITE_DEVNET_RPC_URL: 'http://127.0.0.1:8545',
    });
    expect(shippedRpcUrls('31337', devnet)).toEqual(['http://127.0.0.1:8545']);
    expect(buildRpcUrls({ VITE_DEVNET_RPC_URL: 'http://127.0.0.1:8545' })).toEqual({});
    expect(shippedRpcUrls('31337', {})).toEqual([]);
  });
});
