// The ERC-20 tokens the Safe is known to hold, from balances already in the query cache (the assets
// screen's, also restored offline): more contracts for the simulation's balance probe to read. Only
// addresses are taken from the gateway; every balance, symbol and decimals is read on chain.
import type { QueryClient } from '@tanstack/react-query';
import { getAddress, isAddress } from 'ethers';
import { gatewayKeys } from '../../../query/keys';
import { MAX_PROBED_TOKENS } from '../../../safe';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Checksummed, sorted ERC-20 addresses found in the cached balances of one Safe. */
export function cachedHeldTokens(
  queryClient: QueryClient,
  { baseUrl, chainId, safeAddress }: { baseUrl: string; chainId: string; safeAddress: string },
): string[] {
  const found = new Set<string>();
  const cached = queryClient.getQueriesData({
    queryKey: gatewayKeys.safeScoped(baseUrl, chainId, safeAddress, 'balances'),
  });
  for (const [, data] of cached) {
    const items = isObject(data) && Array.isArray(data.items) ? (data.items as unknown[]) : [];
    for (const item of items) {
      const info = isObject(item) && isObject(item.tokenInfo) ? item.tokenInfo : null;
      if (info?.type === 'ERC20' && typeof info.address === 'string' && isAddress(info.address)) {
        found.add(getAddress(info.address));
      }
    }
  }
  return [...found].sort().slice(0, MAX_PROBED_TOKENS);
}
