// "Awaiting your signature": a queued multisig transaction whose missing signers include the
// connected owner. Home counts them and the queue filters on them with this one rule.
import type { TransactionListItem, TransactionSummary } from '../../../gateway';

/** True when `ownerAddress` (any case) is among the transaction's missing signers. */
export function isAwaitingSigner(
  transaction: TransactionSummary,
  ownerAddress: string | null | undefined,
): boolean {
  const owner = ownerAddress?.toLowerCase();
  const info = transaction.executionInfo;
  return Boolean(
    owner &&
    info?.type === 'MULTISIG' &&
    info.missingSigners?.some((signer) => signer.value.toLowerCase() === owner),
  );
}

/**
 * The queue items awaiting `ownerAddress`: their transactions, under the section labels that still
 * hold one. Conflict headers go: a group shrunk to one member is no conflict on this filtered view.
 */
export function filterAwaiting(
  items: readonly TransactionListItem[],
  ownerAddress: string | null | undefined,
): TransactionListItem[] {
  const kept: TransactionListItem[] = [];
  let pendingLabel: TransactionListItem | null = null;
  for (const item of items) {
    if (item.type === 'LABEL') pendingLabel = item;
    else if (item.type === 'TRANSACTION' && isAwaitingSigner(item.transaction, ownerAddress)) {
      if (pendingLabel) kept.push(pendingLabel);
      pendingLabel = null;
      kept.push({ ...item, conflictType: 'None' });
    }
  }
  return kept;
}
