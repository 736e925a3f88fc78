// "Export CSV": what is loaded now, or every page (fetched one after another with progress and a
// Stop button), offered as a file download.
import type { InfiniteData, InfiniteQueryObserverResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { TransactionListPage } from '../../gateway';
import type { ReadySafe } from '../shared/RequireSafe';
import { downloadText, toCsv } from './csv';
import type { HistoryFilter } from '../../query/options';
import { transactionsOf } from './historyRows';

type HistoryQuery = InfiniteQueryObserverResult<InfiniteData<TransactionListPage>, Error>;

/** Props of ExportCsv. */
export interface ExportCsvProps {
  query: HistoryQuery;
  safe: ReadySafe;
  filter: HistoryFilter;
  /** Transactions loaded so far. */
  loadedCount: number;
}

function countOf(data: InfiniteData<TransactionListPage> | undefined): number {
  return data ? transactionsOf(data.pages.flatMap((page) => page.results)).length : 0;
}

/** Export buttons with a live progress line. */
export function ExportCsv({ query, safe, filter, loadedCount }: ExportCsvProps) {
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const stopRef = useRef(false);

  function save(data: InfiniteData<TransactionListPage> | undefined) {
    const transactions = transactionsOf(data?.pages.flatMap((page) => page.results) ?? []);
    const csv = toCsv(transactions, safe.safeAddress, safe.chain.nativeCurrency);
    const day = new Date().toISOString().slice(0, 10);
    downloadText(csv, `history-${safe.shortName}-${safe.safeAddress}-${filter}-${day}.csv`);
    setStatus(`Exported ${transactions.length} transactions.`);
  }

  async function exportAll() {
    setBusy(true);
    stopRef.current = false;
    let result: Pick<HistoryQuery, 'data' | 'hasNextPage' | 'isError' | 'error'> = query;
    try {
      while (result.hasNextPage && !stopRef.current) {
        setStatus(`Loading every page… ${countOf(result.data)} transactions so far.`);
        result = await query.fetchNextPage();
        if (result.isError) throw result.error;
      }
      save(result.data);
      if (stopRef.current)
        setStatus(`Stopped: exported the ${countOf(result.data)} loaded transactions.`);
    } catch (error) {
      setStatus(`Export failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="actions">
      <button type="button" className="button" onClick={() => save(query.data)} disabled={busy}>
        Export loaded ({loadedCount}) as CSV
      </button>
      {query.hasNextPage && (
        <button type="button" className="button" onClick={() => void exportAll()} disabled={busy}>
          Export all as CSV
        </button>
      )}
      {busy && (
        <button type="button" className="button" onClick={() => (stopRef.current = true)}>
          Stop
        </button>
      )}
      <span className="export-progress" role="status" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
