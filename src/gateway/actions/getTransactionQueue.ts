// GET /v1/chains/{chainId}/safes/{safe_address}/transactions/queued (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import { transactionPageShape } from '../shape';
import type { TransactionListPage, TransactionQueueQuery } from '../types';

/** Parameters of {@link getTransactionQueue}. */
export type GetTransactionQueueParameters = RequestOptions & {
  chainId: string;
  safeAddress: string;
  query?: TransactionQueueQuery;
  /** A `next` or `previous` URL of an earlier page; replaces path and query. */
  pageUrl?: string;
};

/** What {@link getTransactionQueue} resolves to. */
export type GetTransactionQueueReturnType = TransactionListPage;

/** What {@link getTransactionQueue} can throw. */
export type GetTransactionQueueErrorType = GatewayRequestErrorType;

/** Reads one page of a Safe's pending transactions, grouped by nonce. */
export function getTransactionQueue(
  client: GatewayClient,
  { chainId, safeAddress, query, pageUrl, signal }: GetTransactionQueueParameters,
): Promise<GetTransactionQueueReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{safe_address}/transactions/queued',
    pathParams: { chainId, safe_address: safeAddress },
    query,
    pageUrl,
    shape: transactionPageShape,
    signal,
  });
}
