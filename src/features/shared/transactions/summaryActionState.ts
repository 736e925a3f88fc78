// The action state of a queued transaction as lists see it: its summary plus the review's proven
// count (chain owners, threshold and nonce, whether the review blocks, dangerous warnings). Rows,
// Home's awaiting number, the awaiting filter and the app badge all read this one answer.
import type { TransactionSummary } from '../../../gateway';
import { actionStateOf } from '../../../safe/action-state/action-state-of';
import type { ActionState } from '../../../safe/action-state/types';
import type { ProvenConfirmations } from './rowModel';

const QUEUED_STATUSES = new Set(['AWAITING_CONFIRMATIONS', 'AWAITING_EXECUTION']);

/** The action state of a queued multisig summary once its review ran; null otherwise. */
export function summaryActionState(
  transaction: TransactionSummary,
  connectedAddress: string | null | undefined,
  proven: ProvenConfirmations | null | undefined,
): ActionState | null {
  const info = transaction.executionInfo;
  if (!proven || info?.type !== 'MULTISIG' || !QUEUED_STATUSES.has(transaction.txStatus)) {
    return null;
  }
  return actionStateOf({
    // Without the chain's nonce (a review that did not report it), the transaction's own stands
    // in: nothing is said to wait for an earlier one.
    chain: {
      nonce: proven.nonce ?? info.nonce,
      owners: proven.owners,
      threshold: proven.threshold,
    },
    provenSigners: proven.validSigners,
    verdict: proven.blocked
      ? { status: 'blocked', reason: proven.blocked }
      : { status: 'ok', dangerous: proven.dangerous ?? [] },
    transaction: { nonce: info.nonce, executed: false },
    connectedAddress: connectedAddress ?? null,
  });
}
