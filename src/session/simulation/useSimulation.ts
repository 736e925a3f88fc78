// The local simulation of one Safe transaction as a query: keyed by RPC, chain, Safe and the
// safeTxHash computed here, so every screen showing the same transaction shares one run.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChainInfo } from '../../gateway';
import { chainKeys } from '../../query/keys';
import { isTransientRpcError } from '../../query/rpc';
import { calculateSafeTxHash, type SafeTransactionData } from '../../safe';
import { describeError } from '../errors/describeError';
import { useSafeChainState } from '../review/useSafeChainState';
import { simulateSafeTransaction, type SimulationResult } from './simulateSafeTransaction';

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

/** What the panel shows: running, a result, or why no simulation could run. */
export type SimulationState =
  { status: 'running' } | SimulationResult | { status: 'unavailable'; reason: string };

/** Simulates `transaction` of `safeAddress` over the RPC the user chose for `chain`. */
export function useSimulation(
  chain: ChainInfo,
  safeAddress: string,
  transaction: SafeTransactionData,
  extraTokens?: readonly string[],
): { state: SimulationState; rerun: (() => void) | null } {
  const { state, query } = useSimulationQuery(chain, safeAddress, transaction, extraTokens);
  const settled = state.status !== 'running' && query.fetchStatus === 'idle';
  return { state, rerun: settled && query.isEnabled ? () => void query.refetch() : null };
}

function useSimulationQuery(
  chain: ChainInfo,
  safeAddress: string,
  transaction: SafeTransactionData,
  extraTokens?: readonly string[],
) {
  const { check } = useSafeChainState(chain, safeAddress);
  const state = check?.status === 'checked' ? check.state : null;
  const rpcUrl = check?.status === 'checked' ? check.rpcUrl : '';
  const version = state?.version ?? null;
  const safeTxHash = useMemo(() => {
    if (!version) return '';
    try {
      return calculateSafeTxHash({ safeAddress, chainId: chain.chainId, version, transaction });
    } catch {
      return '';
    }
  }, [safeAddress, chain.chainId, version, transaction]);
  const query = useQuery({
    ...simulationQueryOptions({
      rpcUrl,
      chainId: chain.chainId,
      safeAddress,
      safeTxHash,
      version,
      transaction,
      extraTokens,
    }),
    enabled: state !== null && state.chainId === chain.chainId && safeTxHash !== '',
  });
  const stateOf = (): SimulationState => {
    if (check === null) return { status: 'running' };
    if (check.status === 'unchecked') {
      return { status: 'unavailable', reason: `the chain could not be read (${check.reason})` };
    }
    if (check.state.chainId !== chain.chainId) {
      return {
        status: 'unavailable',
        reason: `the RPC is on chain ${check.state.chainId}, not ${chain.chainId}`,
      };
    }
    if (!version) return { status: 'unavailable', reason: 'the Safe’s version could not be read' };
    if (safeTxHash === '') {
      return { status: 'unavailable', reason: 'the transaction cannot be hashed' };
    }
    // Simulating again: the old answer is not shown as the current one meanwhile.
    if (query.isFetching) return { status: 'running' };
    if (query.data) return query.data;
    if (query.error) return { status: 'unavailable', reason: describeError(query.error) };
    if (query.fetchStatus === 'paused') return { status: 'unavailable', reason: 'offline' };
    return { status: 'running' };
  };
  return { state: stateOf(), query };
}
