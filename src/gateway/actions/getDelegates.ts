// GET /v1/chains/{chainId}/delegates (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { DelegatePage, DelegatesQuery } from '../types';

/** Parameters of {@link getDelegates}. */
export type GetDelegatesParameters = RequestOptions & {
  chainId: string;
  query: DelegatesQuery;
  /** A `next` or `previous` URL of an earlier page; replaces path and query. */
  pageUrl?: string;
};

/** What {@link getDelegates} resolves to. */
export type GetDelegatesReturnType = DelegatePage;

/** What {@link getDelegates} can throw. */
export type GetDelegatesErrorType = GatewayRequestErrorType;

/** Reads one page of delegates matching the filters (at least one is required). */
export function getDelegates(
  client: GatewayClient,
  { chainId, query, pageUrl, signal }: GetDelegatesParameters,
): Promise<GetDelegatesReturnType> {
  // v1, not the SDK 3.23 v2 path: the spec (§7) names v1, and both gateways still serve it.
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/delegates',
    pathParams: { chainId },
    query,
    pageUrl,
    signal,
  });
}
