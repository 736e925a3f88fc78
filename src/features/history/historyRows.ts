// History pages → display rows. The full history carries the gateway's DATE_LABEL items; the
// filtered lists (incoming, outgoing, module) have none, so day headings are added here, by the
// day of each transaction in the user's zone.
import type { TransactionListItem, TransactionSummary } from '../../gateway';
import { formatDayKey } from '../shared/format/dates';

/** One rendered history row. */
export type HistoryRow =
  | { kind: 'date'; key: string; timestamp: number }
  | {
      kind: 'tx';
      key: string;
      transaction: TransactionSummary;
      /** Not under a heading of its own day (no heading yet, or the gateway's day differs). */
      showDate: boolean;
    };

// Every page appended rebuilds the rows of the whole list, and every row asks its day: remember
// days by zone and timestamp (bounded) so a 10,000-row history does not format 10,000 dates per page.
const knownDays = new Map<string, string>();
const KNOWN_DAYS_LIMIT = 50_000;

function dayOf(timestamp: number, timeZone?: string): string {
  if (!Number.isFinite(timestamp)) return 'unknown';
  const cacheKey = `${timeZone ?? ''}|${timestamp}`;
  const known = knownDays.get(cacheKey);
  if (known !== undefined) return known;
  const day = formatDayKey(timestamp, timeZone);
  if (knownDays.size >= KNOWN_DAYS_LIMIT) knownDays.clear();
  knownDays.set(cacheKey, day);
  return day;
}

/** Options of {@link buildHistoryRows}. */
export interface BuildHistoryRowsOptions {
  /** Add day headings (filtered lists); the full history brings its own. */
  addDateLabels?: boolean;
  timeZone?: string;
}

/** Builds history rows with unique keys. */
export function buildHistoryRows(
  items: TransactionListItem[],
  { addDateLabels = false, timeZone }: BuildHistoryRowsOptions = {},
): HistoryRow[] {
  const rows: HistoryRow[] = [];
  const seen = new Map<string, number>();
  const keyOf = (base: string) => {
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}#${count}`;
  };
  let lastDay: string | null = null;
  // The day of the heading the next rows stand under (null before the first heading).
  let headingDay: string | null = null;
  for (const item of items) {
    if (item.type === 'DATE_LABEL') {
      if (addDateLabels) continue;
      rows.push({ kind: 'date', key: keyOf(`date-${item.timestamp}`), timestamp: item.timestamp });
      headingDay = dayOf(item.timestamp, timeZone);
    } else if (item.type === 'TRANSACTION') {
      if (addDateLabels) {
        const day = dayOf(item.transaction.timestamp, timeZone);
        if (day !== lastDay) {
          rows.push({
            kind: 'date',
            key: keyOf(`date-${day}`),
            timestamp: item.transaction.timestamp,
          });
          lastDay = day;
          headingDay = day;
        }
      }
      rows.push({
        kind: 'tx',
        key: keyOf(item.transaction.id),
        transaction: item.transaction,
        showDate: dayOf(item.transaction.timestamp, timeZone) !== headingDay,
      });
    }
  }
  return rows;
}

/** The transactions of some pages, in order. */
export function transactionsOf(items: TransactionListItem[]): TransactionSummary[] {
  return items.flatMap((item) => (item.type === 'TRANSACTION' ? [item.transaction] : []));
}
