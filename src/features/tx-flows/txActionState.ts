// The action-state inputs the details page has: the review (chain state, proven confirmations,
// verdict), the reviewed SafeTx (for the dangerous warnings), this device's outbox items for the
// transaction, and the connected wallet. Pure, so TxActions and the details badge agree.
import type { TransactionDetails } from '../../gateway';
import {
  dangerousWarningsOf,
  type ActionStateInputs,
  type ChainView,
  type OutboxEntry,
  type ReviewVerdict,
  type SafeTransactionData,
  type TransactionLifecycle,
} from '../../safe';
import type { SigningGate } from '../../session/review/signingGate';
import type { TransactionReview } from '../../session/review/useTransactionReview';
import type { OutboxRecord } from '../../storage/outbox';

/** The chain's nonce, owners and threshold as the review read them; null before. */
export function chainViewOf(review: TransactionReview): ChainView | null {
  const state = review.status === 'done' ? review.result.chainState : null;
  return state
    ? { nonce: Number(state.nonce), owners: state.owners, threshold: Number(state.threshold) }
    : null;
}

/** The owners the review proved (on the chain's list); null before the chain was read. */
export function provenSignersOf(review: TransactionReview): readonly string[] | null {
  if (review.status !== 'done' || !review.result.chainState) return null;
  return review.result.confirmations?.validSigners ?? [];
}

/** This device's outbox items for `safeTxHash`, as the action state reads them. */
export function outboxEntriesFor(
  items: readonly OutboxRecord[],
  safeTxHash: string | null,
): OutboxEntry[] {
  if (!safeTxHash) return [];
  const hash = safeTxHash.toLowerCase();
  return items.flatMap((item): OutboxEntry[] => {
    const itemHash = item.request.safeTxHash;
    if (typeof itemHash !== 'string' || itemHash.toLowerCase() !== hash) return [];
    if (item.kind === 'propose-message' || item.kind === 'confirm-message') return [];
    const signer = item.request.signer;
    return [
      {
        kind: item.kind,
        status: item.status,
        signer: typeof signer === 'string' ? signer : null,
        lastError: item.lastError,
      },
    ];
  });
}

/** What the details page knows, besides the page's own state (busy, ticks, simulation). */
export interface DetailsActionInputs {
  details: TransactionDetails;
  review: TransactionReview;
  gate: SigningGate;
  /** The SafeTx the review hashed; null until readable. */
  transaction: SafeTransactionData | null;
  outbox: readonly OutboxEntry[];
  connectedAddress: string | null;
  lifecycle?: TransactionLifecycle;
}

/** The action-state inputs of a details page (the page adds busy, ticks and holds). */
export function detailsActionInputs({
  details,
  review,
  gate,
  transaction,
  outbox,
  connectedAddress,
  lifecycle,
}: DetailsActionInputs): ActionStateInputs {
  const info =
    details.detailedExecutionInfo?.type === 'MULTISIG' ? details.detailedExecutionInfo : null;
  const chain = chainViewOf(review);
  let verdict: ReviewVerdict;
  if (gate.status === 'ok' && transaction) {
    verdict = {
      status: 'ok',
      dangerous: dangerousWarningsOf(
        {
          to: transaction.to,
          operation: Number(transaction.operation),
          gasPrice: transaction.gasPrice,
          refundReceiver: transaction.refundReceiver,
          nonce: Number(transaction.nonce),
        },
        chain?.nonce ?? null,
        connectedAddress,
      ),
    };
  } else if (gate.status === 'ok') {
    verdict = { status: 'checking', reason: 'Reading the transaction’s fields…' };
  } else {
    verdict = { status: gate.status, reason: gate.reason };
  }
  return {
    chain,
    provenSigners: provenSignersOf(review),
    verdict,
    transaction: {
      nonce: info?.nonce ?? -1,
      executed:
        details.executedAt != null || ['SUCCESS', 'FAILED', 'CANCELLED'].includes(details.txStatus),
      proposer: info?.proposer?.value ?? null,
    },
    outbox,
    connectedAddress,
    ...(lifecycle ? { lifecycle } : {}),
  };
}
