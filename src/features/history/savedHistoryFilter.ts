// Offline, a filtered history (incoming, outgoing, module) the device never loaded is taken from
// the saved full history instead: the same transactions, picked here by the rule each gateway list
// follows, so "Incoming" still works on a plane.
import type { TransactionListItem } from '../../gateway';
import type { HistoryFilter } from '../../query/options';

/** True when a history item belongs to the filtered list `filter`. */
export function matchesHistoryFilter(item: TransactionListItem, filter: HistoryFilter): boolean {
  if (item.type !== 'TRANSACTION') return false;
  const { txInfo, executionInfo } = item.transaction;
  switch (filter) {
    case 'incoming':
      return txInfo.type === 'Transfer' && txInfo.direction === 'INCOMING';
    case 'outgoing':
      return executionInfo?.type === 'MULTISIG';
    case 'module':
      return executionInfo?.type === 'MODULE';
    default:
      return true;
  }
}

/** The saved full history's items that the filtered list would hold (date labels dropped). */
export function filterSavedHistory(
  items: readonly TransactionListItem[],
  filter: HistoryFilter,
): TransactionListItem[] {
  return items.filter((item) => matchesHistoryFilter(item, filter));
}
