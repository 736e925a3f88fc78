// GET /v1/chains/{chainId}/safes/{address}/multisig-transactions/ (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { MultisigTransactionsQuery, Page, TransactionItem } from '../types';

/** Parameters of {@link getMultisigTransactions}. */
export type GetMultisigTransactionsParameters = RequestOptions & {
  chainId: string;
  safeAddress: string;
  query?: MultisigTransactionsQuery;
  /** A `next` or `previous` URL of an earlier page; replaces path and query. */
  pageUrl?: string;
};

/** What {@link getMultisigTransactions} resolves to. */
export type GetMultisigTransactionsReturnType = Page<TransactionItem>;

/** What {@link getMultisigTransactions} can throw. */
export type GetMultisigTransactionsErrorType = GatewayRequestErrorType;

/** Lists a Safe's multisig transactions without queue or history grouping. */
export function getMultisigTransactions(
  client: GatewayClient,
  { chainId, safeAddress, query, pageUrl, signal }: GetMultisigTransactionsParameters,
): Promise<GetMultisigTransactionsReturnType> {
  // The trailing slash is the SDK's path (spec §7); the gateway routes it the same.
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/multisig-transactions/',
    pathParams: { chainId, address: safeAddress },
    query,
    pageUrl,
    signal,
  });
}
