// The wallet is never handed the gateway's RPC: wallet_addEthereumChain carries the app's shipped
// RPC (viem's chain registry), or none at all — and then the chain is not added.
import { gnosis } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { addChainParameter } from '../../../../../src/features/shared/header/addChainParameter';
import type { ChainInfo } from '../../../../../src/gateway';
import { switchChain } from '../../../../../src/wallet/switch-chain';
import { ProviderRpcError } from '../../../../../src/wallet/errors';

const lyingChain = (chainId: string): ChainInfo =>
  ({
    chainId,
    chainName: 'Gnosis (gateway)',
    nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18, logoUri: '' },
    rpcUri: { authentication: 'NO_AUTHENTICATION', value: 'https://gateway-rpc.example' },
    publicRpcUri: { authentication: 'NO_AUTHENTICATION', value: 'https://gateway-public.example' },
    safeAppsRpcUri: { authentication: 'NO_AUTHENTICATION', value: 'https://gateway-apps.example' },
    blockExplorerUriTemplate: { address: 'https://gateway-explorer.example/{{address}}' },
  }) as unknown as ChainInfo;

describe('addChainParameter', () => {
  it('carries the registry’s RPC and explorer, never the gateway’s', () => {
    const parameter = addChainParameter(lyingChain('100'));
    expect(parameter.rpcUrls).toEqual(gnosis.rpcUrls.default.http);
    expect(parameter.blockExplorerUrls).toEqual([gnosis.blockExplorers.default.url]);
    expect(parameter.chainName).toBe(gnosis.name);
    expect(
      JSON.stringify(parameter, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
    ).not.toContain('gateway-');
  });

  it('has no RPC for a chain the app does not ship, and the switch then does not add it', async () => {
    const parameter = addChainParameter(lyingChain('987654321'));
    expect(parameter.rpcUrls).toEqual([]);
    const requests: string[] = [];
    const provider = {
      request: async ({ method }: { method: string }) => {
        requests.push(method);
        throw new ProviderRpcError(4902, 'Unrecognized chain');
      },
    };
    await expect(switchChain(provider, parameter)).rejects.toMatchObject({ code: 4902 });
    expect(requests).toEqual(['wallet_switchEthereumChain']);
  });
});
