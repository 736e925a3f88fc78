// The local simulation of the SafeTx on screen, over the RPC the user chose, once the Safe's
// version (and so its safeTxHash) is read from that chain.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChainInfo } from '../../gateway';
import { calculateSafeTxHash, type SafeTransactionData } from '../../safe';
import { describeError } from '../errors/describeError';
import { useSafeChainState } from '../review/useSafeChainState';
import type { SimulationResult } from './simulateSafeTransaction';
import { simulationQueryOptions } from './simulationQueryOptions';

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
