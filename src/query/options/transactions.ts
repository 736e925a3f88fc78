import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  getIncomingTransfers,
  getModuleTransactions,
  getMultisigTransactions,
  getTransactionDetails,
  getTransactionHistory,
  getTransactionQueue,
  type GatewayClient,
  type TransactionListPage,
  type TransactionQueueQuery,
} from '../../gateway';
import { gatewayKeys } from '../keys';
import { cursorPaging } from './pages';
import type { SafeRef } from './safe';

/** The Safe's queue (Next/Queued labels, conflict headers), page by page. */
export function transactionQueueQueryOptions(
  client: GatewayClient,
  { chainId, safeAddress, query = {} }: SafeRef & { query?: TransactionQueueQuery },
) {
  return infiniteQueryOptions({
    queryKey: gatewayKeys.safeScoped(client.baseUrl, chainId, safeAddress, 'queue', query),
    queryFn: ({ pageParam, signal }) =>
      getTransactionQueue(client, { chainId, safeAddress, query, pageUrl: pageParam, signal }),
    ...cursorPaging,
  });
}

/** Which history a user looks at: everything, or one of the gateway's filtered lists. */
export type HistoryFilter = 'all' | 'incoming' | 'outgoing' | 'module';

/** Reads the history screen's `filter` URL parameter; anything unknown is "all". */
export function parseHistoryFilter(value: string | null): HistoryFilter {
  return value === 'incoming' || value === 'outgoing' || value === 'module' ? value : 'all';
}

/** The part of Temporal this module reads (TypeScript's DOM library has no Temporal yet). */
type TemporalNow = { Now?: { timeZoneId?: () => string } };

/**
 * This device's IANA time zone, which the history's date labels follow (undefined: unknown).
 * Temporal first: the history's first request needs it, and a page's first Intl.DateTimeFormat
 * loads the locale's ICU data (25–55 ms of main thread in Chromium on this machine, against
 * 0.1–0.3 ms for Temporal.Now.timeZoneId()); Intl where Temporal is missing.
 */
export function deviceTimeZone(
  temporal: TemporalNow | undefined = (globalThis as { Temporal?: TemporalNow }).Temporal,
): string | undefined {
  try {
    const fromTemporal = temporal?.Now?.timeZoneId?.();
    if (fromTemporal) return fromTemporal;
  } catch {
    // An engine whose Temporal fails here still has Intl.
  }
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Parameters of `historyQueryOptions`. */
export type HistoryQueryParameters = SafeRef & {
  /** `all` is the history with date labels; the others are the gateway's filtered lists. */
  filter?: HistoryFilter;
  /** IANA time zone the gateway groups date labels by (omitted: the gateway's default). */
  timezone?: string;
};

/** The key segment and gateway query of each filter (kept stable: persisted data is keyed by them). */
function historyRequest(filter: HistoryFilter, timezone: string | undefined) {
  const tz = timezone ? { timezone } : {};
  switch (filter) {
    case 'incoming':
      return { segment: 'incoming', query: tz } as const;
    case 'outgoing':
      return { segment: 'multisig', query: { executed: true, ...tz } } as const;
    case 'module':
      return { segment: 'module', query: tz } as const;
    default:
      return { segment: 'history', query: tz } as const;
  }
}

/**
 * The Safe's executed history, page by page: with date labels (`all`), or the incoming transfers,
 * executed multisig transactions or module transactions alone. The filtered lists' pages hold
 * transaction items only, a subset of the history's item union, so every filter shares one type.
 */
export function historyQueryOptions(
  client: GatewayClient,
  { chainId, safeAddress, filter = 'all', timezone }: HistoryQueryParameters,
) {
  const { segment, query } = historyRequest(filter, timezone);
  const fetchPage = (
    pageUrl: string | undefined,
    signal: AbortSignal,
  ): Promise<TransactionListPage> => {
    const parameters = { chainId, safeAddress, query, pageUrl, signal };
    switch (filter) {
      case 'incoming':
        return getIncomingTransfers(client, parameters);
      case 'outgoing':
        return getMultisigTransactions(client, parameters);
      case 'module':
        return getModuleTransactions(client, parameters);
      default:
        return getTransactionHistory(client, parameters);
    }
  };
  return infiniteQueryOptions({
    queryKey: gatewayKeys.safeScoped(client.baseUrl, chainId, safeAddress, segment, query),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    ...cursorPaging,
  });
}

/** One transaction in full, by list id or bare safeTxHash. */
export function transactionDetailsQueryOptions(
  client: GatewayClient,
  { chainId, transactionId }: { chainId: string; transactionId: string },
) {
  return queryOptions({
    queryKey: gatewayKeys.chainScoped(client.baseUrl, chainId, 'transaction', transactionId),
    queryFn: ({ signal }) => getTransactionDetails(client, { chainId, transactionId, signal }),
  });
}
