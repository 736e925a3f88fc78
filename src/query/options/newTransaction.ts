// Query options of the new-transaction flow: the gas estimate the gateway offers, and the chain's
// own modules / guard / fallback handler and balances the forms build from. Not in the barrel: it
// pulls ethers' ABI coder, which the first route does not need.
import { queryOptions } from '@tanstack/react-query';
import { getAddress, toBigInt } from 'ethers';
import { lazyInterface } from '../../safe/calldata/lazy-interface';
import { getNonces, postSafeGasEstimation, type GatewayClient } from '../../gateway';
import { gatewayKeys } from '../keys';
import { readSafeSettings, type SafeCall, type SafeSettingsState } from '../../safe';
import { newTxChainKeys } from '../newTxKeys';
import { createRpcReader, ethCall, isTransientRpcError, rpcRequest } from '../rpc';
import type { SafeRef } from './safe';

const HALF_MINUTE = 30_000;

/**
 * The Safe's current and recommended next nonce. Here rather than in ./safe: only the
 * new-transaction flow asks, and ./safe is part of the first route's JS.
 */
export function noncesQueryOptions(client: GatewayClient, { chainId, safeAddress }: SafeRef) {
  return queryOptions({
    queryKey: gatewayKeys.safeScoped(client.baseUrl, chainId, safeAddress, 'nonces'),
    queryFn: ({ signal }) => getNonces(client, { chainId, safeAddress, signal }),
  });
}

/** The gateway's safeTxGas estimate (and its nonces) for `call` from the Safe. */
export function safeTxGasEstimationQueryOptions(
  client: GatewayClient,
  { chainId, safeAddress, call }: SafeRef & { call: SafeCall },
) {
  const value = (call.value ?? 0n).toString();
  const data = call.data ?? '0x';
  const operation = call.operation ?? 0;
  return queryOptions({
    // Not a `gateway` key: an answer for one exact call is not worth persisting across reloads.
    queryKey: newTxChainKeys.estimation(client.baseUrl, chainId, safeAddress, {
      to: call.to.toLowerCase(),
      value,
      data,
      operation,
    }),
    queryFn: ({ signal }) =>
      postSafeGasEstimation(client, {
        chainId,
        safeAddress,
        to: call.to,
        value,
        data,
        operation,
        signal,
      }),
    staleTime: HALF_MINUTE,
  });
}

/** Parameters of the chain-read option factories here. */
export type ChainSafeParameters = { rpcUrl: string; chainId: string; safeAddress: string };

/** The Safe's modules (on-chain order), guard and fallback handler, read from the chain. */
export function safeSettingsQueryOptions({ rpcUrl, chainId, safeAddress }: ChainSafeParameters) {
  return queryOptions({
    queryKey: newTxChainKeys.settings(rpcUrl, chainId, safeAddress),
    queryFn: ({ signal }): Promise<SafeSettingsState> =>
      readSafeSettings({ reader: createRpcReader(rpcUrl, signal), safeAddress }),
    staleTime: HALF_MINUTE,
    retry: (failureCount, error) => failureCount < 1 && isTransientRpcError(error),
  });
}

const tokenAbi = lazyInterface([
  'function balanceOf(address) view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function ownerOf(uint256 tokenId) view returns (address)',
]);

/** A balance as the chain reports it; `decimals` is the token's own (null for the native coin). */
export type OnChainBalance = { balance: bigint; decimals: number | null };

/**
 * The Safe's balance of `token` (null = the native coin) and the token's decimals, as the chain
 * reports them: "max" sends this balance and amounts are parsed with these decimals.
 */
export function onChainBalanceQueryOptions({
  rpcUrl,
  chainId,
  safeAddress,
  token,
}: ChainSafeParameters & { token: string | null }) {
  return queryOptions({
    queryKey: newTxChainKeys.balance(rpcUrl, chainId, safeAddress, token ?? 'native'),
    queryFn: async ({ signal }): Promise<OnChainBalance> => {
      if (token === null) {
        const result = await rpcRequest({
          url: rpcUrl,
          method: 'eth_getBalance',
          params: [safeAddress, 'latest'],
          signal,
        });
        return { balance: toBigInt(result as string), decimals: null };
      }
      const read = async (name: 'balanceOf' | 'decimals', args: unknown[]) => {
        const data = tokenAbi.encodeFunctionData(name, args);
        const result = await ethCall({ url: rpcUrl, to: token, data, signal });
        return tokenAbi.decodeFunctionResult(name, result)[0] as bigint;
      };
      const [balance, decimals] = await Promise.all([
        read('balanceOf', [safeAddress]),
        read('decimals', []),
      ]);
      return { balance, decimals: Number(decimals) };
    },
    staleTime: 10_000,
    retry: (failureCount, error) => failureCount < 1 && isTransientRpcError(error),
  });
}

/** The owner of NFT `tokenId` of `token` as the chain reports it (the gateway's list is a hint). */
export function nftOwnerQueryOptions({
  rpcUrl,
  chainId,
  token,
  tokenId,
}: {
  rpcUrl: string;
  chainId: string;
  token: string;
  tokenId: bigint;
}) {
  return queryOptions({
    queryKey: newTxChainKeys.nftOwner(rpcUrl, chainId, token, tokenId.toString()),
    queryFn: async ({ signal }): Promise<string> => {
      const data = tokenAbi.encodeFunctionData('ownerOf', [tokenId]);
      const result = await ethCall({ url: rpcUrl, to: token, data, signal });
      return getAddress(tokenAbi.decodeFunctionResult('ownerOf', result)[0] as string);
    },
    staleTime: 10_000,
    retry: (failureCount, error) => failureCount < 1 && isTransientRpcError(error),
  });
}
