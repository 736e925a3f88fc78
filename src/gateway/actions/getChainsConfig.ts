// GET /v1/chains (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import { pageOf, chainShape } from '../shape';
import type { ChainListPage, ChainsQuery } from '../types';

/** Parameters of {@link getChainsConfig}. */
export type GetChainsConfigParameters = RequestOptions & {
  query?: ChainsQuery;
  /** A `next` or `previous` URL of an earlier page; replaces path and query. */
  pageUrl?: string;
};

/** What {@link getChainsConfig} resolves to. */
export type GetChainsConfigReturnType = ChainListPage;

/** What {@link getChainsConfig} can throw. */
export type GetChainsConfigErrorType = GatewayRequestErrorType;

/** Reads one page of the configured chains. */
export function getChainsConfig(
  client: GatewayClient,
  { query, pageUrl, signal }: GetChainsConfigParameters = {},
): Promise<GetChainsConfigReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/chains',
    query,
    pageUrl,
    shape: pageOf('the chain list', chainShape),
    signal,
  });
}
