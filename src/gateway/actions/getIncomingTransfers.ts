// GET /v1/chains/{chainId}/safes/{address}/incoming-transfers/ (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { IncomingTransfersQuery, Page, TransactionItem } from '../types';

/** Parameters of {@link getIncomingTransfers}. */
export type GetIncomingTransfersParameters = RequestOptions & {
  chainId: string;
  safeAddress: string;
  query?: IncomingTransfersQuery;
  /** A `next` or `previous` URL of an earlier page; replaces path and query. */
  pageUrl?: string;
};

/** What {@link getIncomingTransfers} resolves to. */
export type GetIncomingTransfersReturnType = Page<TransactionItem>;

/** What {@link getIncomingTransfers} can throw. */
export type GetIncomingTransfersErrorType = GatewayRequestErrorType;

/** Lists transfers into a Safe, newest first. */
export function getIncomingTransfers(
  client: GatewayClient,
  { chainId, safeAddress, query, pageUrl, signal }: GetIncomingTransfersParameters,
): Promise<GetIncomingTransfersReturnType> {
  // The trailing slash is the SDK's path (spec §7); the gateway routes it the same.
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/incoming-transfers/',
    pathParams: { chainId, address: safeAddress },
    query,
    pageUrl,
    signal,
  });
}
