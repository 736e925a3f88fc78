// The code hash of a Safe's implementation, read from the chain's RPC for the verification panel.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGatewayClient } from '../gateway/useGatewayClient';
import type { ChainInfo, SafeInfo } from '../../gateway';
import { contractCodeHashQueryOptions, contractCodeUnavailableError } from '../../query/options';
import { useOnlineStatus } from '../network/online';
import { implementationCodeState, type ImplementationCodeState } from './implementationCode';

/** Reads the code hash at `safe.implementation` (pending until `safe` is known). */
export function useImplementationCode(
  chain: ChainInfo,
  safe: SafeInfo | undefined,
): ImplementationCodeState {
  const client = useGatewayClient();
  const online = useOnlineStatus();
  const address = safe?.implementation.value ?? '';
  const unavailable = safe ? contractCodeUnavailableError(chain, address) : null;
  const query = useQuery({
    ...contractCodeHashQueryOptions(client, chain, address),
    enabled: safe !== undefined && unavailable === null,
  });
  const state: ImplementationCodeState = safe
    ? implementationCodeState({
        unavailable,
        data: query.data,
        error: query.error,
        failureReason: query.failureReason,
        fetchStatus: query.fetchStatus,
        online,
      })
    : { status: 'pending' };
  // A new object every render would re-run the (signature-recovering) verification each time.
  const stable = JSON.stringify(state);
  return useMemo(() => JSON.parse(stable) as ImplementationCodeState, [stable]);
}
