// The Safe as the chain reports it, over the RPC chosen for its chain: what Home shows and what
// the review trusts instead of the gateway's SafeInfo.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChainInfo } from '../../gateway';
import { safeChainStateQueryOptions } from '../../query/options/chainState';
import { describeError } from '../errors/describeError';
import { useChainRpc } from '../rpc/useChainRpc';
import type { ChainCheck } from './verification';

/** The chain read, `null` while it runs, with the RPC that answered. */
export type SafeChainStateResult = {
  check: ChainCheck | null;
  rpc: { url: string; source: 'custom' | 'default' } | null;
  /** When the chain last answered (data or error; ms since epoch, 0 = not yet, ∞ = no RPC). */
  readAt: number;
};

/** Reads the Safe `safeAddress` from `chain`'s chosen RPC. */
export function useSafeChainState(chain: ChainInfo, safeAddress: string): SafeChainStateResult {
  const rpc = useChainRpc(chain);
  const rpcUrl = rpc.status === 'ok' ? rpc.url : '';
  const query = useQuery({
    ...safeChainStateQueryOptions({ rpcUrl, chainId: chain.chainId, safeAddress }),
    enabled: rpc.status === 'ok',
  });
  const unavailable = rpc.status === 'unavailable' ? rpc.reason : null;
  const check: ChainCheck | null = useMemo(() => {
    if (unavailable !== null) return { status: 'unchecked', reason: unavailable };
    if (query.data) return { status: 'checked', state: query.data, rpcUrl };
    if (query.error) {
      return { status: 'unchecked', reason: `${rpcUrl} failed: ${describeError(query.error)}` };
    }
    if (query.fetchStatus === 'paused') return { status: 'unchecked', reason: 'offline' };
    return null;
  }, [unavailable, rpcUrl, query.data, query.error, query.fetchStatus]);
  return {
    check,
    rpc: rpc.status === 'ok' ? { url: rpc.url, source: rpc.source } : null,
    // No RPC to ask: nothing will be read, so nothing is waited for either.
    readAt:
      unavailable !== null
        ? Number.POSITIVE_INFINITY
        : Math.max(query.dataUpdatedAt, query.errorUpdatedAt),
  };
}
