// GET /v1/chains/{chainId}/owners/{address}/safes (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { OwnedSafes } from '../types';

/** Parameters of {@link getOwnedSafes}. */
export type GetOwnedSafesParameters = RequestOptions & {
  chainId: string;
  ownerAddress: string;
};

/** What {@link getOwnedSafes} resolves to. */
export type GetOwnedSafesReturnType = OwnedSafes;

/** What {@link getOwnedSafes} can throw. */
export type GetOwnedSafesErrorType = GatewayRequestErrorType;

/** Lists the Safes an address owns on one chain. */
export function getOwnedSafes(
  client: GatewayClient,
  { chainId, ownerAddress, signal }: GetOwnedSafesParameters,
): Promise<GetOwnedSafesReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/owners/{address}/safes',
    pathParams: { chainId, address: ownerAddress },
    signal,
  });
}
