// GET /v1/chains/{chainId}/safes/{address}/module-transactions/ (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { ModuleTransactionsQuery, Page, TransactionItem } from '../types';

/** Parameters of {@link getModuleTransactions}. */
export type GetModuleTransactionsParameters = RequestOptions & {
  chainId: string;
  safeAddress: string;
  query?: ModuleTransactionsQuery;
  /** A `next` or `previous` URL of an earlier page; replaces path and query. */
  pageUrl?: string;
};

/** What {@link getModuleTransactions} resolves to. */
export type GetModuleTransactionsReturnType = Page<TransactionItem>;

/** What {@link getModuleTransactions} can throw. */
export type GetModuleTransactionsErrorType = GatewayRequestErrorType;

/** Lists transactions executed through a Safe's modules. */
export function getModuleTransactions(
  client: GatewayClient,
  { chainId, safeAddress, query, pageUrl, signal }: GetModuleTransactionsParameters,
): Promise<GetModuleTransactionsReturnType> {
  // The trailing slash is the SDK's path (spec §7); the gateway routes it the same.
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/module-transactions/',
    pathParams: { chainId, address: safeAddress },
    query,
    pageUrl,
    signal,
  });
}
