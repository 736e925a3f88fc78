// Executed history: day headings, every transaction in words, filters kept in the URL
// (All / Incoming / Outgoing / Module), paged and virtualised, and CSV export.
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from '../../router';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import type { TransactionListItem } from '../../gateway';
import {
  deviceTimeZone,
  hasNextPageIn,
  historyQueryOptions,
  parseHistoryFilter,
  type HistoryFilter,
} from '../../query/options';
import { formatDateLabel, formatIsoDate } from '../shared/format';
import { QueryState } from '../shared/QueryState';
import { useDeferredQueryData } from '../shared/useDeferredQueryData';
import { RequireSafe, type ReadySafe } from '../shared/RequireSafe';
import { EmptyState } from '../shared/StatePanels';
import { VirtualList } from '../shared/VirtualList';
import { TransactionRow } from '../shared/transactions/TransactionRow';
import { useSafeNames } from '../shared/useSafeNames';
import { useChainNameOf } from '../shared/useChainNameOf';
import { useChains } from '../shared/useChains';
import { ExportCsv } from './ExportCsv';
import { HISTORY_FILTERS } from './filters';
import { buildHistoryRows } from './historyRows';
import { filterSavedHistory } from './savedHistoryFilter';
import { useOnlineStatus } from '../../session/network/online';
import { ROUTES } from '../../session/routes/links';
import '../shared/transactions/transactions.css';

/** The Transaction history screen. */
export function HistoryScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Transaction history</h1>
      <RequireSafe>{(safe) => <History safe={safe} />}</RequireSafe>
    </section>
  );
}

const EMPTY_TEXT: Record<HistoryFilter, string> = {
  all: 'No transactions yet',
  incoming: 'No incoming transfers yet',
  outgoing: 'No executed outgoing transactions yet',
  module: 'No module transactions yet',
};

function History({ safe }: { safe: ReadySafe }) {
  const client = useGatewayClient();
  const searchParams = useSearchParams();
  const filter = parseHistoryFilter(searchParams.get('filter'));
  const timeZone = useMemo(deviceTimeZone, []);
  const nameOf = useSafeNames(safe);
  const chainNameOf = useChainNameOf(useChains().chains, false);
  const query = useInfiniteQuery(
    historyQueryOptions(client, {
      chainId: safe.chainId,
      safeAddress: safe.safeAddress,
      filter,
      timezone: timeZone,
    }),
  );
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  // Offline with nothing saved for this filter: the saved full history, filtered on the device.
  const savedFull =
    !online && filter !== 'all' && query.data === undefined
      ? queryClient.getQueryState(
          historyQueryOptions(client, {
            chainId: safe.chainId,
            safeAddress: safe.safeAddress,
            timezone: timeZone,
          }).queryKey,
        )
      : undefined;
  const fromSaved = savedFull?.data !== undefined;
  const shownQuery = fromSaved
    ? {
        ...query,
        data: savedFull.data,
        dataUpdatedAt: savedFull.dataUpdatedAt,
        error: null,
        isPending: false,
        fetchStatus: 'idle' as const,
      }
    : query;
  // The rows render in the background once a page arrives (see useDeferredQueryData).
  const shown = useDeferredQueryData(shownQuery);
  const items = useMemo<TransactionListItem[]>(() => {
    const all = shown.data?.pages.flatMap((page) => page.results) ?? [];
    return fromSaved ? filterSavedHistory(all, filter) : all;
  }, [shown.data, fromSaved, filter]);
  const rows = useMemo(
    () => buildHistoryRows(items, { addDateLabels: filter !== 'all', timeZone }),
    [items, filter, timeZone],
  );
  const txCount = rows.filter((row) => row.kind === 'tx').length;

  return (
    <>
      <div className="screen-toolbar">
        <nav aria-label="Filter the history" className="filter-group">
          {HISTORY_FILTERS.map(({ value, label }) => {
            const next = new URLSearchParams(searchParams);
            if (value === 'all') next.delete('filter');
            else next.set('filter', value);
            return (
              <Link
                key={value}
                to={{ search: `?${next.toString().replace(/%3A/gi, ':')}` }}
                aria-current={value === filter ? 'page' : undefined}
                replace
              >
                {label}
              </Link>
            );
          })}
        </nav>
        {query.data && txCount > 0 && (
          <ExportCsv query={query} safe={safe} filter={filter} loadedCount={txCount} />
        )}
      </div>
      {fromSaved && (
        <p className="hint" role="status">
          Offline: these are the saved history’s transactions that match this filter. The full list
          loads when you are back online.
        </p>
      )}
      <QueryState
        query={shown}
        loadingLabel="Loading the history…"
        errorTitle="The history could not be loaded"
        what="the history"
        isEmpty={() => txCount === 0}
        empty={<EmptyState title={EMPTY_TEXT[filter]} />}
      >
        {() => (
          <VirtualList
            items={rows}
            label="Executed transactions"
            getKey={(row) => row.key}
            estimateSize={96}
            hasNextPage={!fromSaved && hasNextPageIn(shown.data)}
            isFetchingNextPage={query.isFetchingNextPage}
            fetchNextPage={query.fetchNextPage}
            nextPageError={query.isFetchNextPageError ? query.error : null}
            offlineEndText="Older transactions load when you are back online"
            renderItem={(row) =>
              row.kind === 'date' ? (
                <h2 className="list-heading">
                  <time dateTime={formatIsoDate(row.timestamp) || undefined}>
                    {formatDateLabel(row.timestamp, { timeZone })}
                  </time>
                </h2>
              ) : (
                <TransactionRow
                  nameOf={nameOf}
                  chainNameOf={chainNameOf}
                  transaction={row.transaction}
                  safeParam={safe.safeParam}
                  nativeCurrency={safe.chain.nativeCurrency}
                  timeFormat={row.showDate ? 'datetime' : 'time'}
                  fromTab={ROUTES.history}
                />
              )
            }
          />
        )}
      </QueryState>
    </>
  );
}
