// The confirmations this device proved for a transaction: owners whose signature recovered to
// them (approved hashes and contract signatures once the chain said yes) and who are owners on the
// chain, against the chain's threshold, with the chain's nonce, whether the review blocks and the
// dangerous warnings. Rows, Home's count and the queue filter build the action state from it
// instead of the gateway's confirmationsSubmitted / confirmationsRequired / missingSigners.
import type { TransactionDetails } from '../../../gateway';
import { dangerousInputsOfDetails, dangerousWarningsOf } from '../../../safe';
import type { TransactionReview } from '../../../session/review/useTransactionReview';
import type { VerificationResult } from '../../../session/review/verification';
import type { ProvenConfirmations } from './rowModel';

/** Why a verification result blocks signing, in words; null when it does not. */
export function blockedReasonOf(result: VerificationResult): string | null {
  const firstError = result.findings.find((finding) => finding.severity === 'error');
  if (firstError) return `Do not sign: ${firstError.message}.`;
  if (result.verdict !== 'verified') return 'Do not sign: the hash computed here does not match.';
  return null;
}

/**
 * The proven count of a verification result; `null` when the chain was not read. With `details`,
 * the dangerous warnings too (a row does not know who executes: any refund receiver is named).
 */
export function provenFromResult(
  result: VerificationResult,
  details?: TransactionDetails,
): ProvenConfirmations | null {
  const { chainState, confirmations } = result;
  if (!chainState || !confirmations) return null;
  const nonce = Number(chainState.nonce);
  const dangerInputs = details ? dangerousInputsOfDetails(details) : null;
  return {
    validSigners: confirmations.validSigners,
    owners: chainState.owners,
    threshold: Number(chainState.threshold),
    nonce,
    blocked: blockedReasonOf(result),
    dangerous: dangerInputs ? dangerousWarningsOf(dangerInputs, nonce, null) : [],
  };
}

/** The proven count of a review; `null` until it ran against the chain (rows say "unchecked"). */
export function provenConfirmationsOf(
  review: TransactionReview,
  details?: TransactionDetails,
): ProvenConfirmations | null {
  return review.status === 'done' ? provenFromResult(review.result, details) : null;
}
