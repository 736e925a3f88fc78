// GET /v2/chains/{chainId}/safes/{address}/collectibles (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import { collectiblePageShape } from '../shape';
import type { CollectiblePage, CollectiblesQuery } from '../types';

/** Parameters of {@link getCollectiblesPage}. */
export type GetCollectiblesPageParameters = RequestOptions & {
  chainId: string;
  safeAddress: string;
  query?: CollectiblesQuery;
  /** A `next` or `previous` URL of an earlier page; replaces path and query. */
  pageUrl?: string;
};

/** What {@link getCollectiblesPage} resolves to. */
export type GetCollectiblesPageReturnType = CollectiblePage;

/** What {@link getCollectiblesPage} can throw. */
export type GetCollectiblesPageErrorType = GatewayRequestErrorType;

/** Reads one page of a Safe's NFTs (v2 route). */
export function getCollectiblesPage(
  client: GatewayClient,
  { chainId, safeAddress, query, pageUrl, signal }: GetCollectiblesPageParameters,
): Promise<GetCollectiblesPageReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v2/chains/{chainId}/safes/{address}/collectibles',
    pathParams: { chainId, address: safeAddress },
    query,
    pageUrl,
    shape: collectiblePageShape,
    signal,
  });
}
