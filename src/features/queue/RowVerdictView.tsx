// A queue row's verdict, computed in the background from the transaction's details (fetched only
// for rows on screen: the list is virtualised).
import { useQuery } from '@tanstack/react-query';
import { transactionDetailsQueryOptions } from '../../query/options';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { useTransactionReview } from '../../session/review/useTransactionReview';
import type { ReadySafe } from '../shared/RequireSafe';
import { rowVerdictOf } from './rowVerdict';

const glyph = { unchecked: '…', verified: '✓', mismatch: '✕' } as const;

/** The verdict line of one queued multisig transaction. */
export function RowVerdictView({ id, safe }: { id: string; safe: ReadySafe }) {
  const client = useGatewayClient();
  const details = useQuery(
    transactionDetailsQueryOptions(client, { chainId: safe.chainId, transactionId: id }),
  );
  const review = useTransactionReview(details.data, safe.chain, safe.safeAddress);
  const verdict = rowVerdictOf(review, details.isError);
  return (
    <p className={`row-verdict row-verdict-${verdict.status}`} data-row-verdict={verdict.status}>
      <span aria-hidden="true">{glyph[verdict.status]} </span>
      {verdict.text}
    </p>
  );
}
