// Counts of the queue for the Home screen, from the loaded queue pages.
import type { TransactionListPage } from '../../gateway';
import { awaitingStatus, type ProvenOf } from '../shared/transactions/awaiting';

/** Queue counts; `awaitingUnchecked` of `awaitingYou` rest on the gateway's word alone. */
export interface QueueCounts {
  queued: number;
  awaitingYou: number;
  awaitingUnchecked: number;
}

/** Queued transactions, and those `ownerAddress` has not validly signed (see `awaitingStatus`). */
export function countQueued(
  pages: readonly TransactionListPage[],
  ownerAddress: string | null | undefined,
  provenOf?: ProvenOf,
): QueueCounts {
  let queued = 0;
  let awaitingYou = 0;
  let awaitingUnchecked = 0;
  for (const page of pages) {
    for (const item of page.results) {
      if (item.type !== 'TRANSACTION') continue;
      queued += 1;
      const status = awaitingStatus(
        item.transaction,
        ownerAddress,
        provenOf?.(item.transaction.id),
      );
      if (status !== null) awaitingYou += 1;
      if (status === 'unchecked') awaitingUnchecked += 1;
    }
  }
  return { queued, awaitingYou, awaitingUnchecked };
}
