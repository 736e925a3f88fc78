import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  getIncomingTransfers,
  getModuleTransactions,
  getMultisigTransactions,
  getTransactionDetails,
  getTransactionHistory,
  getTransactionQueue,
  type GatewayClient,
  type IncomingTransfersQuery,
  type ModuleTransactionsQuery,
  type MultisigTransactionsQuery,
  type TransactionHistoryQuery,
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

/** The Safe's executed history with date labels, page by page. */
export function transactionHistoryQueryOptions(
  client: GatewayClient,
  { chainId, safeAddress, query = {} }: SafeRef & { query?: TransactionHistoryQuery },
) {
  return infiniteQueryOptions({
    queryKey: gatewayKeys.safeScoped(client.baseUrl, chainId, safeAddress, 'history', query),
    queryFn: ({ pageParam, signal }) =>
      getTransactionHistory(client, { chainId, safeAddress, query, pageUrl: pageParam, signal }),
    ...cursorPaging,
  });
}

/** Incoming transfers only (the history filter "Incoming"). */
export function incomingTransfersQueryOptions(
  client: GatewayClient,
  { chainId, safeAddress, query = {} }: SafeRef & { query?: IncomingTransfersQuery },
) {
  return infiniteQueryOptions({
    queryKey: gatewayKeys.safeScoped(client.baseUrl, chainId, safeAddress, 'incoming', query),
    queryFn: ({ pageParam, signal }) =>
      getIncomingTransfers(client, { chainId, safeAddress, query, pageUrl: pageParam, signal }),
    ...cursorPaging,
  });
}

/** Multisig transactions only (the history filter "Outgoing"). */
export function multisigTransactionsQueryOptions(
  client: GatewayClient,
  { chainId, safeAddress, query = {} }: SafeRef & { query?: MultisigTransactionsQuery },
) {
  return infiniteQueryOptions({
    queryKey: gatewayKeys.safeScoped(client.baseUrl, chainId, safeAddress, 'multisig', query),
    queryFn: ({ pageParam, signal }) =>
      getMultisigTransactions(client, { chainId, safeAddress, query, pageUrl: pageParam, signal }),
    ...cursorPaging,
  });
}

/** Module transactions only (the history filter "Module"). */
export function moduleTransactionsQueryOptions(
  client: GatewayClient,
  { chainId, safeAddress, query = {} }: SafeRef & { query?: ModuleTransactionsQuery },
) {
  return infiniteQueryOptions({
    queryKey: gatewayKeys.safeScoped(client.baseUrl, chainId, safeAddress, 'module', query),
    queryFn: ({ pageParam, signal }) =>
      getModuleTransactions(client, { chainId, safeAddress, query, pageUrl: pageParam, signal }),
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
