// Whether the chain has code at the addresses of the libraries a built transaction would
// delegatecall, asked over the RPC the flows use (the chosen source, never the gateway's alone).
import { useQueries } from '@tanstack/react-query';
import { getAddress } from 'ethers';
import { chainKeys } from '../../../query/chainKeys';
import { ethGetCode } from '../../../query/rpc';
import { useChainRpc } from '../../../session/rpc/useChainRpc';
import { describeError } from '../../../session/errors/describeError';
import type { ReadySafe } from '../../shared/RequireSafe';
import { flowRpcUrl } from '../chainRpc';

/** Code presence per address (undefined while asked) and why the chain could not answer. */
export function useLibraryCode(
  safe: ReadySafe,
  addresses: readonly string[],
): { hasCode: (address: string) => boolean | undefined; problem: string | null } {
  const rpc = useChainRpc(safe.chain);
  const url = rpc.status === 'ok' ? flowRpcUrl(rpc.url) : null;
  const results = useQueries({
    queries: addresses.map((address) => ({
      queryKey: chainKeys.hasCode(url ?? '', safe.chainId, address),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await ethGetCode({ url: url!, address: getAddress(address), signal })) !== '0x',
      enabled: url !== null,
      // Deployed code does not go away; a minute avoids asking again on every render.
      staleTime: 60_000,
      retry: 1,
    })),
  });
  const byAddress = new Map(
    addresses.map((address, index) => [address.toLowerCase(), results[index]?.data]),
  );
  const failed = results.find((result) => result.error);
  const problem =
    rpc.status === 'unavailable' ? rpc.reason : failed?.error ? describeError(failed.error) : null;
  return { hasCode: (address) => byAddress.get(address.toLowerCase()), problem };
}
