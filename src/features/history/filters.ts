// The history filters and their URL form (`?filter=incoming`), so a reload keeps the choice.

import type { HistoryFilter } from '../../query/options';

/** The filters in display order with their labels. */
export const HISTORY_FILTERS: readonly { value: HistoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'incoming', label: 'Incoming' },
  { value: 'outgoing', label: 'Outgoing' },
  { value: 'module', label: 'Module' },
];

/** Reads the `filter` URL parameter; anything unknown is "all". */
export function parseHistoryFilter(value: string | null): HistoryFilter {
  return value === 'incoming' || value === 'outgoing' || value === 'module' ? value : 'all';
}
