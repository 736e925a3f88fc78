import { queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_CURRENCY,
  getAllOwnedSafes,
  getBalances,
  getOwnedSafes,
  getSafeInfo,
  type GatewayClient,
} from '../../gateway';
import { gatewayKeys } from '../keys';

/** Identifies one Safe on one chain. */
export interface SafeRef {
  readonly chainId: string;
  readonly safeAddress: string;
}

/** A Safe's owners, threshold, nonce, version and modules. */
export function safeInfoQueryOptions(client: GatewayClient, { chainId, safeAddress }: SafeRef) {
  return queryOptions({
    queryKey: gatewayKeys.safeScoped(client.baseUrl, chainId, safeAddress, 'info'),
    queryFn: ({ signal }) => getSafeInfo(client, { chainId, safeAddress, signal }),
  });
}

/** A Safe's token balances priced in `currency`. */
export function balancesQueryOptions(
  client: GatewayClient,
  { chainId, safeAddress, currency = DEFAULT_CURRENCY }: SafeRef & { currency?: string },
) {
  return queryOptions({
    queryKey: gatewayKeys.safeScoped(client.baseUrl, chainId, safeAddress, 'balances', currency),
    queryFn: ({ signal }) => getBalances(client, { chainId, safeAddress, currency, signal }),
  });
}

/** Safes owned by `ownerAddress` on one chain. */
export function ownedSafesQueryOptions(
  client: GatewayClient,
  { chainId, ownerAddress }: { chainId: string; ownerAddress: string },
) {
  return queryOptions({
    queryKey: gatewayKeys.chainScoped(client.baseUrl, chainId, 'owner', ownerAddress, 'safes'),
    queryFn: ({ signal }) => getOwnedSafes(client, { chainId, ownerAddress, signal }),
  });
}

/** Safes owned by `ownerAddress` on every chain. */
export function allOwnedSafesQueryOptions(client: GatewayClient, ownerAddress: string) {
  return queryOptions({
    queryKey: gatewayKeys.allOwnedSafes(client.baseUrl, ownerAddress),
    queryFn: ({ signal }) => getAllOwnedSafes(client, { ownerAddress, signal }),
  });
}
