import type { TransactionListItem, TransactionSummary } from '../../../src/gateway/types';

/** How history groups transactions into days: an IANA zone, or a fixed offset in ms. */
export type DayGrouping = { timezone: string } | { offsetMs: number };

/** A calendar-day key of a timestamp under a grouping. */
export function dayKey(timestamp: number, grouping: DayGrouping): string {
  if ('timezone' in grouping) {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: grouping.timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(timestamp));
  }
  return new Date(timestamp + grouping.offsetMs).toISOString().slice(0, 10);
}

/**
 * Interleave DATE_LABEL items before each day's first transaction; a day continuing from the
 * previous page (decided by `previous`, the item just before this page) gets no label.
 */
export function withDateLabels(
  summaries: TransactionSummary[],
  previous: TransactionSummary | null,
  grouping: DayGrouping,
): TransactionListItem[] {
  const items: TransactionListItem[] = [];
  let currentDay = previous ? dayKey(previous.timestamp, grouping) : null;
  for (const transaction of summaries) {
    const day = dayKey(transaction.timestamp, grouping);
    if (day !== currentDay) items.push({ type: 'DATE_LABEL', timestamp: transaction.timestamp });
    currentDay = day;
    items.push({ type: 'TRANSACTION', transaction, conflictType: 'None' });
  }
  return items;
}
