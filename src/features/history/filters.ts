// The history filters and their URL form (`?filter=incoming`), so a reload keeps the choice.

import type { HistoryFilter } from '../../query/options';

/** The filters in display order with their labels. */
export const HISTORY_FILTERS: readonly { value: HistoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'incoming', label: 'Incoming' },
  { value: 'outgoing', label: 'Outgoing' },
  { value: 'module', label: 'Module' },
];
