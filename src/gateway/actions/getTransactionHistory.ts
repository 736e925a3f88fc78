// GET /v1/chains/{chainId}/safes/{safe_address}/transactions/history (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import { transactionPageShape } from '../shape';
import type { TransactionHistoryQuery, TransactionListPage } from '../types';

/** Parameters of {@link getTransactionHistory}. */
export type GetTransactionHistoryParameters = RequestOptions & {
  chainId: string;
  safeAddress: string;
  query?: TransactionHistoryQuery;
  /** A `next` or `previous` URL of an earlier page; replaces path and query. */
  pageUrl?: string;
};

/** What {@link getTransactionHistory} resolves to. */
export type GetTransactionHistoryReturnType = TransactionListPage;

/** What {@link getTransactionHistory} can throw. */
export type GetTransactionHistoryErrorType = GatewayRequestErrorType;

/** Reads one page of a Safe's executed transactions, grouped by day. */
export function getTransactionHistory(
  client: GatewayClient,
  { chainId, safeAddress, query, pageUrl, signal }: GetTransactionHistoryParameters,
): Promise<GetTransactionHistoryReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{safe_address}/transactions/history',
    pathParams: { chainId, safe_address: safeAddress },
    query,
    pageUrl,
    shape: transactionPageShape,
    signal,
  });
}
