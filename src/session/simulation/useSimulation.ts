// The local simulation of the SafeTx on screen, over the RPC the user chose, once the Safe's
// version (and so its safeTxHash) is read from that chain.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChainInfo } from '../../gateway';
import { calculateSafeTxHash, type SafeTransactionData } from '../../safe';
import { describeError } from '../errors/describeError';
import { safeChainStateQueryOptions } from '../../query/options/chainState';
import { chainStateParameters, useChainRpc } from '../rpc/useChainRpc';
import { useOnlineStatus } from '../network/online';
import { chainDataToUse } from '../review/useSafeChainState';
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
  const rpc = useChainRpc(chain);
  const rpcUrl = rpc.status === 'ok' ? rpc.url : '';
  // The review's own read of the Safe, shared by key. Mounting this panel must not re-ask a read
  // that just failed: that would turn the review back to "checking", unmount the panel, fail,
  // mount it again — a request loop. The review's observer owns retries and refreshes.
  const chainQuery = useQuery({
    ...safeChainStateQueryOptions(
      chainStateParameters(rpc, chain.chainId, safeAddress) ?? {
        primary: { url: '', name: '' },
        chainId: chain.chainId,
        safeAddress,
      },
    ),
    enabled: rpc.status === 'ok',
    retryOnMount: false,
    refetchOnMount: false,
  });
  const online = useOnlineStatus();
  const state = chainDataToUse(chainQuery.data, chainQuery.dataUpdatedAt, online)?.state ?? null;
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
    if (rpc.status === 'unavailable') return { status: 'unavailable', reason: rpc.reason };
    if (state === null) {
      if (chainQuery.error) {
        const reason = `${rpcUrl} failed: ${describeError(chainQuery.error)}`;
        return { status: 'unavailable', reason: `the chain could not be read (${reason})` };
      }
      if (chainQuery.fetchStatus === 'paused') {
        return { status: 'unavailable', reason: 'the chain could not be read (offline)' };
      }
      return { status: 'running' };
    }
    if (state.chainId !== chain.chainId) {
      return {
        status: 'unavailable',
        reason: `the RPC is on chain ${state.chainId}, not ${chain.chainId}`,
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
