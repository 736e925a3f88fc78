// Counts of the queue for the Home screen, from the loaded queue pages.
import type { TransactionListPage } from '../../gateway';

/** Queued transactions, and those whose missing signers include `ownerAddress`. */
export function countQueued(
  pages: readonly TransactionListPage[],
  ownerAddress: string | null | undefined,
): { queued: number; awaitingYou: number } {
  const owner = ownerAddress?.toLowerCase();
  let queued = 0;
  let awaitingYou = 0;
  for (const page of pages) {
    for (const item of page.results) {
      if (item.type !== 'TRANSACTION') continue;
      queued += 1;
      const info = item.transaction.executionInfo;
      if (
        owner &&
        info?.type === 'MULTISIG' &&
        info.missingSigners?.some((signer) => signer.value.toLowerCase() === owner)
      ) {
        awaitingYou += 1;
      }
    }
  }
  return { queued, awaitingYou };
}
