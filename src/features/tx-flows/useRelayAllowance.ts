// How many relayed (sponsored) executions the gateway still grants this Safe.
import { useQuery } from '@tanstack/react-query';
import { getRelayCount, type GatewayClient } from '../../gateway';
import { gatewayKeys } from '../../query/keys';

/** The relay allowance of one Safe, asked once and reused for 30 s (no retry: it is optional). */
export function useRelayAllowance(client: GatewayClient, chainId: string, safeAddress: string) {
  return useQuery({
    queryKey: gatewayKeys.safeScoped(client.baseUrl, chainId, safeAddress, 'relay'),
    queryFn: ({ signal }) => getRelayCount(client, { chainId, address: safeAddress, signal }),
    retry: false,
    staleTime: 30_000,
  });
}
