// What happened to an open transaction since it was loaded: gone (deleted or replaced) on every
// open page of every owner within one live update — the live poller refetches the details when
// the queue or history tag changes, and a 404 then reads as gone, not as an error — and executed
// by this device the moment its receipt is in.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import {
  getMultisigTransactions,
  type ChainInfo,
  type TransactionDetails,
  type TransactionListPage,
} from '../../gateway';
import { httpStatusOf } from '../../query/client';
import { gatewayKeys } from '../../query/keys';
import { transactionDetailsQueryOptions } from '../../query/options';
import { parseMultisigTxId } from '../../safe';
import { useGatewayClient } from '../gateway/useGatewayClient';
import { useSafeChainState } from '../review/useSafeChainState';
import { minedExecutionOf, minedExecutions } from './minedExecutions';
import {
  deriveTransactionLifecycle,
  needsExecutedAtNonce,
  type KnownTransaction,
  type TransactionLifecycle,
} from './transactionLifecycle';

export type { TransactionGone, TransactionLifecycle } from './transactionLifecycle';

/** The Safe a transaction belongs to, as the details screen has it. */
export type LifecycleSafe = { chain: ChainInfo; chainId: string; safeAddress: string };

/** The transaction's own safeTxHash, from its id or its loaded details. */
function safeTxHashOf(transactionId: string, details: TransactionDetails | undefined) {
  if (details?.detailedExecutionInfo?.type === 'MULTISIG') {
    return details.detailedExecutionInfo.safeTxHash.toLowerCase();
  }
  if (/^0x[0-9a-fA-F]{64}$/.test(transactionId)) return transactionId.toLowerCase();
  return parseMultisigTxId(transactionId)?.safeTxHash ?? null;
}

function knownFromDetails(details: TransactionDetails): KnownTransaction | null {
  const info = details.detailedExecutionInfo;
  if (info?.type !== 'MULTISIG') return null;
  return {
    nonce: info.nonce,
    executed: details.executedAt != null || details.txStatus === 'SUCCESS',
    cancelled: details.txStatus === 'CANCELLED',
  };
}

/** The transaction as the cached queue lists it (a page opened from a row, then deleted). */
function knownFromQueue(
  queryClient: QueryClient,
  baseUrl: string,
  { chainId, safeAddress }: LifecycleSafe,
  safeTxHash: string | null,
): KnownTransaction | null {
  if (!safeTxHash) return null;
  const cached = queryClient.getQueriesData<{ pages: TransactionListPage[] }>({
    queryKey: gatewayKeys.safeScoped(baseUrl, chainId, safeAddress, 'queue'),
  });
  for (const [, data] of cached) {
    for (const page of data?.pages ?? []) {
      for (const item of page.results) {
        if (item.type !== 'TRANSACTION') continue;
        const info = item.transaction.executionInfo;
        if (info?.type !== 'MULTISIG') continue;
        if (parseMultisigTxId(item.transaction.id)?.safeTxHash !== safeTxHash) continue;
        return { nonce: info.nonce, executed: false, cancelled: false };
      }
    }
  }
  return null;
}

/**
 * `{ gone, minedExecution }` of the transaction `transactionId` of `safe`: gone once the gateway
 * no longer has it (or lists it as cancelled), with whether it was deleted or replaced.
 */
export function useTransactionLifecycle(
  safe: LifecycleSafe,
  transactionId: string,
): TransactionLifecycle {
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const { chainId, safeAddress } = safe;
  const details = useQuery(transactionDetailsQueryOptions(client, { chainId, transactionId }));
  const safeTxHash = safeTxHashOf(transactionId, details.data);
  const notFound = details.error != null && httpStatusOf(details.error) === 404;
  // A failed refetch keeps the last data: the nonce of a transaction deleted since it was loaded.
  const known = details.data
    ? knownFromDetails(details.data)
    : notFound
      ? knownFromQueue(queryClient, client.baseUrl, safe, safeTxHash)
      : null;
  const { check } = useSafeChainState(safe.chain, safeAddress);
  const chainNonce = check?.status === 'checked' ? check.state.nonce : null;
  const allMined = useSyncExternalStore(
    minedExecutions.subscribe,
    minedExecutions.get,
    minedExecutions.get,
  );
  const mined = minedExecutionOf(allMined, safeTxHash);
  const minedExecution = useMemo(() => (mined ? { txHash: mined.txHash } : null), [mined]);
  const lookup = needsExecutedAtNonce({ known, notFound, chainNonce, minedExecution });
  const nonce = known?.nonce ?? -1;
  const executedAtNonce = useQuery({
    queryKey: gatewayKeys.safeScoped(client.baseUrl, chainId, safeAddress, 'multisig', {
      nonce: String(nonce),
      executed: true,
    }),
    queryFn: async ({ signal }) => {
      const page = await getMultisigTransactions(client, {
        chainId,
        safeAddress,
        query: { nonce: String(nonce), executed: true },
        signal,
      });
      for (const item of page.results) {
        const hash = parseMultisigTxId(item.transaction.id)?.safeTxHash;
        if (hash) return hash;
      }
      return null;
    },
    enabled: lookup,
  });
  const executedHash = lookup && executedAtNonce.isSuccess ? executedAtNonce.data : undefined;
  return useMemo(
    () =>
      deriveTransactionLifecycle({
        safeTxHash,
        known,
        notFound,
        chainNonce,
        executedAtNonce: executedHash,
        minedExecution,
      }),
    // `known` is rebuilt each render: its fields are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      safeTxHash,
      known?.nonce,
      known?.executed,
      known?.cancelled,
      notFound,
      chainNonce,
      executedHash,
      minedExecution,
    ],
  );
}
