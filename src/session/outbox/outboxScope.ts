// Which outbox items a screen shows: one transaction's (by safeTxHash), one message's (by message
// hash), one Safe's, or the device's whole outbox; and how many still need the user's attention.
import type { OutboxRecord } from '../../storage/outbox';

/** What to show; every field given narrows the list. */
export interface OutboxScope {
  chainId?: string;
  /** The Safe's address (any case). */
  safe?: string;
  /** A transaction's items only: its proposal, confirmations and deletion. */
  safeTxHash?: string;
  /** A message's items only: its proposal and confirmations. */
  messageHash?: string;
}

const TRANSACTION_KINDS = new Set<OutboxRecord['kind']>([
  'propose-transaction',
  'confirm-transaction',
  'delete-transaction',
]);
const MESSAGE_KINDS = new Set<OutboxRecord['kind']>(['propose-message', 'confirm-message']);

const sameText = (a: unknown, b: string) =>
  typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

/** The items of `items` inside `scope`, in their order. */
export function outboxItemsIn(items: readonly OutboxRecord[], scope: OutboxScope): OutboxRecord[] {
  return items.filter(
    (item) =>
      (scope.chainId === undefined || item.chainId === scope.chainId) &&
      (scope.safe === undefined || sameText(item.safe, scope.safe)) &&
      (scope.safeTxHash === undefined ||
        (TRANSACTION_KINDS.has(item.kind) &&
          sameText(item.request.safeTxHash, scope.safeTxHash))) &&
      (scope.messageHash === undefined ||
        (MESSAGE_KINDS.has(item.kind) && sameText(item.request.messageHash, scope.messageHash))),
  );
}

/** Items not delivered: waiting, being sent, or failed (the header's count). */
export function undeliveredOutboxItems(items: readonly OutboxRecord[]): OutboxRecord[] {
  return items.filter((item) => item.status !== 'sent');
}
