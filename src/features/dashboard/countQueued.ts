// Counts of the queue for the Home screen, from the loaded queue pages.
import type { TransactionListPage } from '../../gateway';
import { isAwaitingSigner } from '../shared/transactions/awaiting';

/** Queued transactions, and those whose missing signers include `ownerAddress`. */
export function countQueued(
  pages: readonly TransactionListPage[],
  ownerAddress: string | null | undefined,
): { queued: number; awaitingYou: number } {
  let queued = 0;
  let awaitingYou = 0;
  for (const page of pages) {
    for (const item of page.results) {
      if (item.type !== 'TRANSACTION') continue;
      queued += 1;
      if (isAwaitingSigner(item.transaction, ownerAddress)) awaitingYou += 1;
    }
  }
  return { queued, awaitingYou };
}
