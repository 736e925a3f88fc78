// Chooses what a screen shows for one query: its data (with "as of" when it is not fresh), or the
// loading / error / empty / offline panel. Data on hand always wins over an error: a failed
// background refresh keeps the saved data on screen and says so through AsOf.
import type { ReactNode } from 'react';
import { useOnlineStatus } from '../../session/network/online';
import { AsOf, type AsOfQuery } from './AsOf';
import { EmptyState, ErrorState, LoadingState, OfflineState } from './StatePanels';

/** The parts of a TanStack query result QueryState reads. */
export interface QueryStateQuery<TData> extends AsOfQuery {
  data: TData | undefined;
  error: unknown;
  isPending: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
}

/** Props of QueryState. */
export interface QueryStateProps<TData> {
  query: QueryStateQuery<TData>;
  /** Loading text ("Loading balances…"). */
  loadingLabel?: string;
  /** Error heading ("Balances could not be loaded"). */
  errorTitle?: string;
  /** What the user can do about an error, shown under its message. */
  errorHint?: (error: unknown) => ReactNode;
  /** What the data is, for the offline text ("the balances"). */
  what?: string;
  /** True when the loaded data has nothing to show. */
  isEmpty?: (data: TData) => boolean;
  /** The empty panel. */
  empty?: ReactNode;
  /** Show AsOf above the data (default true). */
  showAsOf?: boolean;
  children: (data: TData) => ReactNode;
}

/** Which of QueryState's views a query is in: its data, or one of the panels. */
export type QueryPanel = 'data' | 'offline' | 'loading' | 'error';

/** The view QueryState shows for `query` (data on hand always wins). */
export function queryPanelOf(
  query: Pick<QueryStateQuery<unknown>, 'data' | 'error' | 'isPending' | 'fetchStatus'>,
  online: boolean,
): QueryPanel {
  if (query.data !== undefined) return 'data';
  if (!online || query.fetchStatus === 'paused') return 'offline';
  if (query.isPending && query.error == null) return 'loading';
  return 'error';
}

/** Renders a query's data or its state panel. */
export function QueryState<TData>({
  query,
  loadingLabel,
  errorTitle,
  errorHint,
  what,
  isEmpty,
  empty,
  showAsOf = true,
  children,
}: QueryStateProps<TData>) {
  const online = useOnlineStatus();
  const retry = () => void query.refetch();
  const panel = queryPanelOf(query, online);
  if (query.data === undefined) {
    if (panel === 'offline') return <OfflineState what={what} onRetry={retry} />;
    if (panel === 'loading') return <LoadingState label={loadingLabel} />;
    return (
      <ErrorState title={errorTitle} error={query.error} onRetry={retry}>
        {errorHint?.(query.error)}
      </ErrorState>
    );
  }
  const data = query.data;
  return (
    <>
      {showAsOf && <AsOf query={query} />}
      {isEmpty?.(data) ? (empty ?? <EmptyState title="Nothing here yet" />) : children(data)}
    </>
  );
}
