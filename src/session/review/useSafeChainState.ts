// The Safe as the chain reports it, over the sources chosen for its chain (session/rpc): the
// primary source's answer is what Home shows and what the review trusts instead of the gateway's
// SafeInfo; further sources are read at the same block and any disagreement blocks.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChainInfo } from '../../gateway';
import { safeChainStateQueryOptions, type SourceAnswer } from '../../query/options/chainState';
import { describeError } from '../errors/describeError';
import { useOnlineStatus } from '../network/online';
import type { RpcSourceKind } from '../rpc/chainRpc';
import { chainStateParameters, useChainRpc } from '../rpc/useChainRpc';
import type { ChainCheck } from './verification';

/** One source as the screens list it: its words and what it answered. */
export type SourceReport = {
  name: string;
  kind: RpcSourceKind;
  /** `primary` = the source the state came from; the others as compared with it. */
  status: 'primary' | 'agrees' | 'disagrees' | 'behind' | 'failed' | 'reading';
  /** Why it failed or how far behind it is. */
  detail?: string;
};

/** The chain read, `null` while it runs, with the RPC that answered and every source asked. */
export type SafeChainStateResult = {
  check: ChainCheck | null;
  /** The primary source (null when there is none: only the gateway's RPC, or none at all). */
  rpc: { url: string; source: RpcSourceKind; name: string } | null;
  /** The primary first, then each further voice; empty while the choice is read. */
  sources: SourceReport[];
  /** When the chain last answered (data or error; ms since epoch, 0 = not yet, ∞ = no RPC). */
  readAt: number;
  /** When the state in `check` was read (ms since epoch; 0 = not yet), for "as of" labels. */
  dataAt: number;
};

function reportOf(answer: SourceAnswer, kind: RpcSourceKind): SourceReport {
  const base = { name: answer.source.name, kind };
  if (answer.status === 'behind') {
    return {
      ...base,
      status: 'behind',
      detail: `it is behind (block ${answer.blockNumber.toString()})`,
    };
  }
  if (answer.status === 'failed') return { ...base, status: 'failed', detail: answer.reason };
  return { ...base, status: answer.status };
}

/**
 * The chain's answer to act on: a state saved by an earlier visit (older than this page) stands in
 * only offline ("from the chain as of …"); online the review waits for today's answer rather than
 * count signatures against yesterday's owners.
 */
export function chainDataToUse<T>(
  data: T | undefined,
  dataUpdatedAt: number,
  online: boolean,
  pageStartedAt = performance.timeOrigin,
): T | undefined {
  const restoredOnly = dataUpdatedAt > 0 && dataUpdatedAt < pageStartedAt;
  return restoredOnly && online ? undefined : data;
}

/** Reads the Safe `safeAddress` from `chain`'s chosen sources. */
export function useSafeChainState(chain: ChainInfo, safeAddress: string): SafeChainStateResult {
  const rpc = useChainRpc(chain);
  const parameters = chainStateParameters(rpc, chain.chainId, safeAddress);
  const query = useQuery({
    ...safeChainStateQueryOptions(
      parameters ?? { primary: { url: '', name: '' }, chainId: chain.chainId, safeAddress },
    ),
    enabled: parameters !== null,
  });
  const data = chainDataToUse(query.data, query.dataUpdatedAt, useOnlineStatus());
  const unavailable = rpc.status === 'unavailable' ? rpc.reason : null;
  const rpcUrl = rpc.status === 'ok' ? rpc.url : '';
  const rpcName = rpc.status === 'ok' ? rpc.name : '';
  const check: ChainCheck | null = useMemo(() => {
    if (unavailable !== null) return { status: 'unchecked', reason: unavailable };
    if (data) {
      return {
        status: 'checked',
        state: data.state,
        rpcUrl,
        disagreements: data.disagreements,
      };
    }
    if (query.error) {
      return { status: 'unchecked', reason: `${rpcName} failed: ${describeError(query.error)}` };
    }
    if (query.fetchStatus === 'paused') return { status: 'unchecked', reason: 'offline' };
    return null;
  }, [unavailable, rpcUrl, rpcName, data, query.error, query.fetchStatus]);
  const sources = useMemo((): SourceReport[] => {
    if (rpc.status !== 'ok') return [];
    const { primary, others } = rpc.choice;
    if (!primary) return [];
    const first: SourceReport = {
      name: primary.name,
      kind: primary.kind,
      status: data ? 'primary' : query.error ? 'failed' : 'reading',
      ...(query.error ? { detail: describeError(query.error) } : {}),
    };
    return [
      first,
      ...others.map((other, index): SourceReport => {
        const answer = data?.answers[index];
        return answer
          ? reportOf(answer, other.kind)
          : { name: other.name, kind: other.kind, status: 'reading' };
      }),
    ];
  }, [rpc, data, query.error]);
  return {
    check,
    rpc: rpc.status === 'ok' ? { url: rpc.url, source: rpc.source, name: rpc.name } : null,
    sources,
    // No RPC to ask: nothing will be read, so nothing is waited for either.
    readAt:
      unavailable !== null
        ? Number.POSITIVE_INFINITY
        : Math.max(data ? query.dataUpdatedAt : 0, query.errorUpdatedAt),
    dataAt: data ? query.dataUpdatedAt : 0,
  };
}
