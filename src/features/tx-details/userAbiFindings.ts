// Adds the user-ABI findings (warnings: the gateway decodes a call differently from the user's
// ABI) to a finished review, so the verification panel lists them with the others.
import type { DecodeWithUserAbisReturnType } from '../../safe';
import type { TransactionReview } from '../../session/review/useTransactionReview';

/** `review` with `decoding`'s findings appended once it is done; unchanged otherwise. */
export function withUserAbiFindings(
  review: TransactionReview,
  decoding: DecodeWithUserAbisReturnType | null,
): TransactionReview {
  if (review.status !== 'done' || !decoding || decoding.findings.length === 0) return review;
  return {
    ...review,
    result: { ...review.result, findings: [...review.result.findings, ...decoding.findings] },
  };
}
