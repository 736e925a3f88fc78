// The simulation's extra tokens from cached balances: ERC-20 addresses only, checksummed, from
// every cached balances query of that Safe (any currency or trust filter), nothing else taken.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getAddress, Wallet } from 'ethers';
import { cachedHeldTokens } from '../../../../src/features/tx-flows/simulation/heldTokens';
import { gatewayKeys } from '../../../../src/query/keys';

describe('cachedHeldTokens', () => {
  it('collects ERC-20 addresses of this Safe’s cached balances and nothing else', () => {
    const queryClient = new QueryClient();
    const baseUrl = 'http://gateway.test';
    const safe = Wallet.createRandom().address;
    const other = Wallet.createRandom().address;
    const [a, b, nft, foreign] = [0, 1, 2, 3].map(() => Wallet.createRandom().address);
    const item = (address: string, type: string) => ({
      tokenInfo: { address, type },
      balance: '1',
    });
    queryClient.setQueryData(gatewayKeys.safeScoped(baseUrl, '1', safe, 'balances', 'usd'), {
      items: [item(a!.toLowerCase(), 'ERC20'), item(nft!, 'ERC721'), item('0x0', 'NATIVE_TOKEN')],
    });
    queryClient.setQueryData(
      gatewayKeys.safeScoped(baseUrl, '1', safe, 'balances', 'eur', 'trusted'),
      { items: [item(b!, 'ERC20'), item(a!, 'ERC20'), item('not an address', 'ERC20')] },
    );
    queryClient.setQueryData(gatewayKeys.safeScoped(baseUrl, '1', other, 'balances', 'usd'), {
      items: [item(foreign!, 'ERC20')],
    });
    queryClient.setQueryData(gatewayKeys.safeScoped(baseUrl, '1', safe, 'balances', 'gbp'), 'junk');
    expect(cachedHeldTokens(queryClient, { baseUrl, chainId: '1', safeAddress: safe })).toEqual(
      [getAddress(a!), getAddress(b!)].sort(),
    );
    expect(cachedHeldTokens(queryClient, { baseUrl, chainId: '2', safeAddress: safe })).toEqual([]);
  });
});
