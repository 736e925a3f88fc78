// What the gateway knows about one contract (name, verified ABI): it rarely changes.
import { queryOptions } from '@tanstack/react-query';
import { getAddress } from 'ethers';
import { getContract, type GatewayClient } from '../../gateway';
import { gatewayKeys } from '../keys';

/** The gateway's record of `contractAddress` on `chainId` (404 when it knows none). */
export function contractQueryOptions(
  client: GatewayClient,
  { chainId, contractAddress }: { chainId: string; contractAddress: string },
) {
  const address = getAddress(contractAddress);
  return queryOptions({
    queryKey: gatewayKeys.chainScoped(client.baseUrl, chainId, 'contract', address),
    queryFn: ({ signal }) => getContract(client, { chainId, contractAddress: address, signal }),
    staleTime: 3_600_000,
  });
}
