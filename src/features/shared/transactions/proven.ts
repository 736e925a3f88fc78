// The confirmations this device proved for a transaction: owners whose signature recovered to
// them (approved hashes and contract signatures once the chain said yes) and who are owners on the
// chain, against the chain's threshold. Rows, Home's count and the queue filter use it instead of
// the gateway's confirmationsSubmitted / confirmationsRequired / missingSigners.
import type { TransactionReview } from '../../../session/review/useTransactionReview';
import type { VerificationResult } from '../../../session/review/verification';
import type { ProvenConfirmations } from './rowModel';

/** The proven count of a verification result; `null` when the chain was not read. */
export function provenFromResult(result: VerificationResult): ProvenConfirmations | null {
  const { chainState, confirmations } = result;
  if (!chainState || !confirmations) return null;
  return {
    validSigners: confirmations.validSigners,
    owners: chainState.owners,
    threshold: Number(chainState.threshold),
  };
}

/** The proven count of a review; `null` until it ran against the chain (rows say "unchecked"). */
export function provenConfirmationsOf(review: TransactionReview): ProvenConfirmations | null {
  return review.status === 'done' ? provenFromResult(review.result) : null;
}
