// The verdict a queue row shows: the details screen's own review, reduced to one line. Until the
// review ran the row says "unchecked" — never the gateway's summary alone.
import type { TransactionReview } from '../../session/review/useTransactionReview';
import type { ProvenConfirmations } from '../shared/transactions/rowModel';

/** One row's verdict. */
export type RowVerdict = { status: 'unchecked' | 'verified' | 'mismatch'; text: string };

/** Reduces a review (and a failed details request) to the row's verdict. */
export function rowVerdictOf(review: TransactionReview, detailsFailed: boolean): RowVerdict {
  if (detailsFailed) {
    return { status: 'unchecked', text: 'Unchecked: the details could not be loaded' };
  }
  if (review.status === 'checking') return { status: 'unchecked', text: 'Unchecked — checking…' };
  if (review.status === 'unavailable') {
    return { status: 'unchecked', text: `Unchecked: ${review.reason}` };
  }
  const problem = review.result.findings.find((finding) => finding.severity === 'error');
  if (problem || review.result.verdict !== 'verified') {
    return {
      status: 'mismatch',
      text: `Mismatch — do not sign: ${problem?.message ?? 'the hash does not match'}`,
    };
  }
  if (!review.result.chainState) {
    return { status: 'unchecked', text: 'Unchecked: the Safe was not read from the chain' };
  }
  return { status: 'verified', text: 'Checked on this device' };
}

/** What a row's background review hands back: its verdict and, once it ran, the proven count. */
export type RowReview = { proven: ProvenConfirmations | null; verdict: RowVerdict };

/** A row's review before the reviewer has run. */
export const UNCHECKED_ROW: RowReview = {
  proven: null,
  verdict: { status: 'unchecked', text: 'Unchecked — checking…' },
};
