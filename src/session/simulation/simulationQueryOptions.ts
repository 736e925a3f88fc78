// The local simulation of one Safe transaction as query options: keyed by RPC, chain, Safe, the
// safeTxHash computed here and the probed tokens, so every screen showing the same transaction
// shares one run. Never persisted (the key starts with `chain-rpc`).
import { queryOptions } from '@tanstack/react-query';
import { chainKeys } from '../../query/chainKeys';
import { isTransientRpcError } from '../../query/rpc';
import type { SafeTransactionData } from '../../safe';
import { simulateSafeTransaction } from './simulateSafeTransaction';

// A simulation answers for the chain's current state: a minute later it may answer differently.
const SIMULATION_STALE_MS = 60_000;

/** Parameters of {@link simulationQueryOptions}. */
export type SimulationQueryParameters = {
  rpcUrl: string;
  chainId: string;
  safeAddress: string;
  safeTxHash: string;
  version: string | null;
  transaction: SafeTransactionData;
  extraTokens?: readonly string[];
};

/** Query options of one simulation (never persisted: it starts with `chain-rpc`). */
export function simulationQueryOptions({
  rpcUrl,
  chainId,
  safeAddress,
  safeTxHash,
  version,
  transaction,
  extraTokens,
}: SimulationQueryParameters) {
  return queryOptions({
    queryKey: chainKeys.simulation(rpcUrl, chainId, safeAddress, safeTxHash, extraTokens),
    queryFn: ({ signal }) =>
      simulateSafeTransaction({
        rpcUrl,
        safeAddress,
        version,
        call: transaction,
        extraTokens,
        signal,
      }),
    staleTime: SIMULATION_STALE_MS,
    retry: (failureCount, error) => failureCount < 1 && isTransientRpcError(error),
  });
}
