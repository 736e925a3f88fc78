import { describe, expect, it } from 'vitest';
import { ProviderRpcError } from '../../../src/wallet/errors';
import { switchChain, toHexChainId } from '../../../src/wallet/switch-chain';
import type { EIP1193RequestArguments } from '../../../src/wallet/types';

const devnet = {
  chainId: 31337n,
  chainName: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: ['http://127.0.0.1:8545'],
};

/** A wallet that knows only the chains in `known` and records every call. */
function fakeWallet(known: Set<string>) {
  const calls: EIP1193RequestArguments[] = [];
  return {
    calls,
    async request(args: EIP1193RequestArguments) {
      calls.push(args);
      const [param] = args.params as [{ chainId: string }];
      if (args.method === 'wallet_addEthereumChain') known.add(param.chainId);
      if (args.method === 'wallet_switchEthereumChain' && !known.has(param.chainId)) {
        throw new ProviderRpcError(4902, 'Unrecognized chain ID');
      }
      return null;
    },
  };
}

describe('switchChain', () => {
  it('writes chain ids as wallets expect', () => {
    expect(toHexChainId(31337n)).toBe('0x7a69');
    expect(toHexChainId(1n)).toBe('0x1');
  });

  it('switches directly when the wallet knows the chain', async () => {
    const wallet = fakeWallet(new Set(['0x7a69']));
    await switchChain(wallet, devnet);
    expect(wallet.calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain']);
  });

  it('adds the chain on 4902 and switches again', async () => {
    const wallet = fakeWallet(new Set());
    await switchChain(wallet, devnet);
    expect(wallet.calls.map((c) => c.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    expect(wallet.calls[1]?.params).toEqual([
      expect.objectContaining({ chainId: '0x7a69', rpcUrls: ['http://127.0.0.1:8545'] }),
    ]);
  });

  it('passes a user rejection through untouched', async () => {
    const wallet = {
      request: async () => {
        throw new ProviderRpcError(4001, 'User rejected');
      },
    };
    await expect(switchChain(wallet, devnet)).rejects.toMatchObject({ code: 4001 });
  });
});
