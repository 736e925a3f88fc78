// "As of <time>": shown when the data on screen is not known to be current — restored from this
// device, or the last refresh failed — with a small indicator while a background refresh runs.
import { useOnlineStatus } from '../../session/network/online';
import { isRestoredData } from '../../query/persist/session';

/** The parts of a query result AsOf reads. */
export interface AsOfQuery {
  dataUpdatedAt: number;
  errorUpdatedAt: number;
  isFetching: boolean;
  error: unknown;
  /** An infinite list's failed "next page": reported by the list itself, not as a failed refresh. */
  isFetchNextPageError?: boolean;
  /** Asks again; with it a failed refresh offers "Try again". */
  refetch?: () => unknown;
}

/** Props of AsOf. */
export interface AsOfProps {
  query: AsOfQuery;
  /** Clock for tests. */
  now?: number;
}

/** Formats a timestamp as local date and time (seconds are noise here). */
export function formatAsOfTime(timestamp: number, now = Date.now()): string {
  const date = new Date(timestamp);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  return sameDay
    ? date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleString(undefined, {
        dateStyle: 'medium',
        timeStyle: 'short',
      });
}

/** The "as of" line (an always-present polite live region, empty when data is current). */
export function AsOf({ query, now }: AsOfProps) {
  const online = useOnlineStatus();
  const {
    dataUpdatedAt,
    errorUpdatedAt,
    isFetching,
    error,
    isFetchNextPageError = false,
    refetch,
  } = query;
  const failed = error != null && !isFetchNextPageError && errorUpdatedAt >= dataUpdatedAt;
  const stale = dataUpdatedAt > 0 && (isRestoredData(dataUpdatedAt) || failed || !online);
  return (
    <p className="as-of" role="status" aria-live="polite">
      {stale && (
        <>
          <span>
            As of{' '}
            <time dateTime={new Date(dataUpdatedAt).toISOString()}>
              {formatAsOfTime(dataUpdatedAt, now)}
            </time>
            {failed ? ' — refresh failed, showing saved data' : ''}
          </span>
          {failed && refetch && !isFetching && (
            <button type="button" className="button small" onClick={() => void refetch()}>
              Try again
            </button>
          )}
          {isFetching && (
            <span className="refreshing">
              <span className="spinner small" aria-hidden="true" /> Refreshing…
            </span>
          )}
        </>
      )}
    </p>
  );
}
