// A queued multisig transaction's row with its review, computed in the background from the
// transaction's details (fetched only for rows on screen: the list is virtualised): the verdict line
// and the proven "N of M" replace the gateway's summary once the review ran.
import { useQuery } from '@tanstack/react-query';
import { transactionDetailsQueryOptions } from '../../query/options';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { useTransactionReview } from '../../session/review/useTransactionReview';
import type { ReadySafe } from '../shared/RequireSafe';
import { TransactionRow, type TransactionRowProps } from '../shared/transactions/TransactionRow';
import { provenConfirmationsOf } from '../shared/transactions/proven';
import { RowVerdictView } from './RowVerdictLine';
import { rowVerdictOf } from './rowVerdict';

/** A queued multisig transaction's row, counted and judged by this device's review. */
export function ReviewedTransactionRow({
  safe,
  ...rowProps
}: Omit<TransactionRowProps, 'proven'> & { safe: ReadySafe }) {
  const client = useGatewayClient();
  const details = useQuery(
    transactionDetailsQueryOptions(client, {
      chainId: safe.chainId,
      transactionId: rowProps.transaction.id,
    }),
  );
  const review = useTransactionReview(details.data, safe.chain, safe.safeAddress);
  return (
    <>
      <TransactionRow {...rowProps} proven={provenConfirmationsOf(review, details.data)} />
      <RowVerdictView verdict={rowVerdictOf(review, details.isError)} />
    </>
  );
}
