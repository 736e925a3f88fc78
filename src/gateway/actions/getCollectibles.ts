// GET /v1/chains/{chainId}/safes/{address}/collectibles (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { CollectiblesQuery, SafeCollectibleResponse } from '../types';

/** Parameters of {@link getCollectibles}. */
export type GetCollectiblesParameters = RequestOptions & {
  chainId: string;
  safeAddress: string;
  query?: CollectiblesQuery;
};

/** What {@link getCollectibles} resolves to. */
export type GetCollectiblesReturnType = SafeCollectibleResponse[];

/** What {@link getCollectibles} can throw. */
export type GetCollectiblesErrorType = GatewayRequestErrorType;

/** Lists a Safe's NFTs via the legacy v1 route (NestJS serves only `getCollectiblesPage`). */
export function getCollectibles(
  client: GatewayClient,
  { chainId, safeAddress, query, signal }: GetCollectiblesParameters,
): Promise<GetCollectiblesReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/collectibles',
    pathParams: { chainId, address: safeAddress },
    query,
    signal,
  });
}
