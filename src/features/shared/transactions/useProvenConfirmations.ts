// The proven confirmations of many queued transactions at once (Home's "Awaiting your signature"
// and the queue's awaiting filter): each one's details reviewed against the Safe read from the chain.
// Approved-hash and contract confirmations are not asked of the chain here (only the details
// screen and the queue rows do), so they count as unproven: the owner stays "awaiting", never the
// other way round.
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer } from 'react';
import type { TransactionDetails } from '../../../gateway';
import { safeInfoQueryOptions, transactionDetailsQueryOptions } from '../../../query/options';
import { useGatewayClient } from '../../../session/gateway/useGatewayClient';
import { useSafeChainState } from '../../../session/review/useSafeChainState';
import { keptVerification, paceReview } from '../../../session/review/verificationMemo';
import type { ReadySafe } from '../RequireSafe';
import type { ProvenOf } from './awaiting';
import { provenFromResult } from './proven';
import type { ProvenConfirmations } from './rowModel';

// Stable, so TanStack re-runs it only when a result changed.
const dataOf = (results: UseQueryResult<TransactionDetails>[]) => results.map((r) => r.data);

/** Reviews the multisig transactions `transactionIds` (when `enabled`) and answers by id. */
export function useProvenConfirmations(
  safe: ReadySafe,
  transactionIds: readonly string[],
  enabled = true,
): ProvenOf {
  const client = useGatewayClient();
  const ref = { chainId: safe.chainId, safeAddress: safe.safeAddress };
  const safeInfo = useQuery(safeInfoQueryOptions(client, ref));
  const { check } = useSafeChainState(safe.chain, safe.safeAddress);
  const ids = useMemo(
    () => transactionIds.filter((id) => id.startsWith('multisig_')),
    [transactionIds],
  );
  const details = useQueries({
    queries: ids.map((transactionId) => ({
      ...transactionDetailsQueryOptions(client, { chainId: safe.chainId, transactionId }),
      enabled,
    })),
    combine: dataOf,
  });
  // Each review not computed before runs in tasks of its own (see paceReview); the answer is
  // renewed once all of them ran (one re-render, not one per transaction). Reviews another view
  // kept already count at once.
  const [reviewsRun, reviewed] = useReducer((count: number) => count + 1, 0);
  const gatewaySafe = safeInfo.data;
  useEffect(() => {
    if (check?.status !== 'checked' || !gatewaySafe) return;
    const missing = details.filter(
      (data): data is TransactionDetails =>
        !!data && !keptVerification(data, gatewaySafe, safe.chainId, check),
    );
    let left = missing.length;
    const cancels = missing.map((data) =>
      paceReview(data, gatewaySafe, safe.chainId, check, () => {
        left -= 1;
        if (left === 0) reviewed();
      }),
    );
    return () => cancels.forEach((cancel) => cancel());
  }, [details, check, gatewaySafe, safe.chainId]);
  const proven = useMemo(() => {
    const byId = new Map<string, ProvenConfirmations>();
    if (check?.status !== 'checked' || !gatewaySafe) return byId;
    ids.forEach((id, index) => {
      const data = details[index];
      const result = data && keptVerification(data, gatewaySafe, safe.chainId, check);
      const counted = result && provenFromResult(result, data);
      if (counted) byId.set(id, counted);
    });
    return byId;
    // reviewsRun: the kept reviews changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids, details, check, gatewaySafe, safe.chainId, reviewsRun]);
  return useMemo(() => (id: string) => proven.get(id), [proven]);
}
