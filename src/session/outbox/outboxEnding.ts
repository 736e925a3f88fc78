// When an outbox item can never be delivered because its transaction is gone (deleted by its
// proposer, or replaced by another executed at its nonce), it ends with that reason in words —
// never a raw 404 with "Retry". Pure: the drain (page and service worker) and the details page
// both use it.
import { GatewayError } from '../../gateway';
import type { OutboxRecord } from '../../storage/outbox';
import type { TransactionGone } from '../lifecycle/transactionLifecycle';

/** The reason a confirmation ends with when the gateway answers 404 for its transaction. */
export const TRANSACTION_GONE_REASON =
  'Not sent: the transaction is no longer on the gateway (deleted by its proposer, or replaced by another transaction at its nonce).';

/** The reason an item ends with after `error`, or null when the error is not final that way. */
export function endingOf(record: Pick<OutboxRecord, 'kind'>, error: unknown): string | null {
  if (record.kind === 'confirm-transaction' && error instanceof GatewayError) {
    return error.status === 404 ? TRANSACTION_GONE_REASON : null;
  }
  return null;
}

/** The reason this device's items for a gone transaction end with, once the page knows how. */
export function goneReason(gone: TransactionGone): string {
  if (gone.kind === 'deleted') return 'Not sent: the transaction was deleted by its proposer.';
  return gone.byTxHash
    ? `Not sent: nonce ${gone.nonce} was executed as transaction ${gone.byTxHash}, which replaced this one.`
    : `Not sent: nonce ${gone.nonce} was executed by another transaction, which replaced this one.`;
}
