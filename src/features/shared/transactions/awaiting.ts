// "Awaiting your signature": a queued multisig transaction the connected owner has not validly
// signed. Where this device reviewed the transaction, that is a chain owner without a proven
// confirmation while the proven count is below the chain's threshold (a forged confirmation
// credited to the owner does not count); elsewhere it is the gateway's missing signers, unchecked.
// Home counts them and the queue filters on them with this one rule.
import type { TransactionListItem, TransactionSummary } from '../../../gateway';
import type { ProvenConfirmations } from './rowModel';
import { summaryActionState } from './summaryActionState';

/** The review's proven confirmations of a transaction id, when it ran. */
export type ProvenOf = (transactionId: string) => ProvenConfirmations | undefined;

/** How a transaction awaits the owner: proven by the review, only per the gateway, or not. */
export type AwaitingStatus = 'proven' | 'unchecked' | null;

/** Whether `ownerAddress` still has to sign, by the review's count where it ran. */
export function awaitingStatus(
  transaction: TransactionSummary,
  ownerAddress: string | null | undefined,
  proven?: ProvenConfirmations,
): AwaitingStatus {
  const owner = ownerAddress?.toLowerCase();
  if (!owner || transaction.executionInfo?.type !== 'MULTISIG') return null;
  if (!proven) return isAwaitingSigner(transaction, ownerAddress) ? 'unchecked' : null;
  // The action state's answer: a transaction whose review blocks never awaits anyone.
  return summaryActionState(transaction, ownerAddress, proven)?.countsAsAwaiting ? 'proven' : null;
}

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
  provenOf?: ProvenOf,
): TransactionListItem[] {
  const kept: TransactionListItem[] = [];
  let pendingLabel: TransactionListItem | null = null;
  for (const item of items) {
    if (item.type === 'LABEL') pendingLabel = item;
    else if (
      item.type === 'TRANSACTION' &&
      awaitingStatus(item.transaction, ownerAddress, provenOf?.(item.transaction.id)) !== null
    ) {
      if (pendingLabel) kept.push(pendingLabel);
      pendingLabel = null;
      kept.push({ ...item, conflictType: 'None' });
    }
  }
  return kept;
}
