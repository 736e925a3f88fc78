// Holds a review's gateway-vs-chain comparison until both sides were read at the same moment
// (sameMoment.ts), and makes the one re-read that decides a difference.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Finding } from '../../safe';
import { gatewayKeys, isChainReadOfSafe } from '../../query/keys';
import { safeInfoQueryOptions } from '../../query/options';
import { useGatewayClient } from '../gateway/useGatewayClient';
import { latestWriteOf, minedExecutions } from '../lifecycle/minedExecutions';
import { judgeMoment, momentDisagreement, type MomentDecision } from './sameMoment';

/** A moment for an honest gateway to index the block the chain is already at. */
export const REREAD_DELAY_MS = 2_000;

/** What {@link useSameMoment} reads. */
export type SameMomentParameters = {
  chainId: string;
  safeAddress: string;
  /** The current result's findings (null while there is none). */
  findings: readonly Finding[] | null;
  gatewayReadAt: number;
  chainReadAt: number;
};

/** Whether the current result may be shown; re-reads both sides once when they differ. */
export function useSameMoment({
  chainId,
  safeAddress,
  findings,
  gatewayReadAt,
  chainReadAt,
}: SameMomentParameters): MomentDecision {
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const all = useSyncExternalStore(minedExecutions.subscribe, minedExecutions.get, () => []);
  const writeAt = latestWriteOf(all, chainId, safeAddress)?.at ?? null;
  const [reread, setReread] = useState<{ disagreement: string; at: number } | null>(null);
  const disagreement = findings ? momentDisagreement(findings) : null;
  const decision = findings
    ? judgeMoment({ disagreement, gatewayReadAt, chainReadAt, writeAt, reread })
    : 'wait';
  useEffect(() => {
    if (decision !== 'reread' || disagreement === null) return;
    const timer = setTimeout(() => {
      setReread({ disagreement, at: Date.now() });
      // Both sides and the transaction, so the pair compared next is of one moment. Many rows
      // of one queue may ask at once: a read already under way is joined, not restarted.
      const join = { cancelRefetch: false };
      void queryClient.invalidateQueries(
        { queryKey: safeInfoQueryOptions(client, { chainId, safeAddress }).queryKey },
        join,
      );
      void queryClient.invalidateQueries(
        { queryKey: gatewayKeys.chainScoped(client.baseUrl, chainId, 'transaction') },
        join,
      );
      void queryClient.invalidateQueries(
        { predicate: (query) => isChainReadOfSafe(query.queryKey, chainId, safeAddress) },
        join,
      );
    }, REREAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [decision, disagreement, queryClient, client, chainId, safeAddress]);
  return decision;
}
