// Whether a transaction may be signed now, and why not, in words. Derived only from the review
// computed on this device: while anything is still being checked, or any check failed, the answer
// is no.
import type { TransactionDetails } from '../../gateway';
import type { TransactionReview } from './useTransactionReview';

/** The signing gate: `ok` only when every check passed. */
export type SigningGate = { status: 'checking' | 'blocked' | 'ok'; reason: string };

const EXECUTED_STATUSES = new Set(['SUCCESS', 'FAILED', 'CANCELLED']);

/** Derives the gate from a transaction and its review. */
export function signingGateOf(
  details: TransactionDetails | undefined,
  review: TransactionReview,
): SigningGate {
  if (!details) return { status: 'checking', reason: 'Loading the transaction…' };
  if (details.detailedExecutionInfo?.type !== 'MULTISIG') {
    return { status: 'blocked', reason: 'Only multisig transactions are signed by the owners.' };
  }
  if (details.executedAt != null || EXECUTED_STATUSES.has(String(details.txStatus))) {
    return { status: 'blocked', reason: 'This transaction was already executed.' };
  }
  if (review.status === 'checking') return { status: 'checking', reason: review.label };
  if (review.status === 'unavailable') {
    return { status: 'blocked', reason: `Not verified: ${review.reason}.` };
  }
  const { result } = review;
  const firstError = result.findings.find((finding) => finding.severity === 'error');
  if (firstError) return { status: 'blocked', reason: `Do not sign: ${firstError.message}.` };
  if (result.verdict !== 'verified') {
    return { status: 'blocked', reason: 'Do not sign: the hash computed here does not match.' };
  }
  if (!result.chainState || !review.rpc) {
    const why = result.findings.find((finding) => finding.code === 'CHAIN_STATE_UNVERIFIED');
    return {
      status: 'blocked',
      reason: why ? `${why.message}.` : 'The Safe was not read from the chain.',
    };
  }
  if (review.signaturesPending) {
    return { status: 'checking', reason: 'Checking on-chain approvals and contract signatures…' };
  }
  return {
    status: 'ok',
    reason: `Checked on this device against the chain (via ${review.rpc.name}).`,
  };
}
