// A queued multisig transaction's review, computed in the background from the transaction's details
// (fetched only for rows on screen: the list is virtualised). It renders nothing: the row it judges
// is drawn by the queue from the start, so the element a keyboard user focused is never replaced when
// this code arrives; the verdict line and the proven "N of M" are handed back instead.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { transactionDetailsQueryOptions } from '../../query/options';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { useTransactionReview } from '../../session/review/useTransactionReview';
import type { TransactionSummary } from '../../gateway';
import type { ReadySafe } from '../shared/RequireSafe';
import { provenConfirmationsOf } from '../shared/transactions/proven';
import type { RowReview } from './rowVerdict';
import { rowVerdictOf } from './rowVerdict';

/** Reviews one queued multisig transaction and reports its verdict and proven count. */
export function RowReviewer({
  safe,
  transaction,
  onReview,
}: {
  safe: ReadySafe;
  transaction: TransactionSummary;
  onReview: (review: RowReview) => void;
}) {
  const client = useGatewayClient();
  const details = useQuery(
    transactionDetailsQueryOptions(client, {
      chainId: safe.chainId,
      transactionId: transaction.id,
    }),
  );
  const review = useTransactionReview(details.data, safe.chain, safe.safeAddress, {
    paced: true,
  });
  const proven = provenConfirmationsOf(review, details.data);
  const verdict = rowVerdictOf(review, details.isError);
  useEffect(() => {
    onReview({ proven, verdict });
    // The objects are rebuilt each render; what the row shows is their content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onReview, JSON.stringify(proven, bigintAsText), verdict.status, verdict.text]);
  return null;
}

const bigintAsText = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? value.toString() : value;
