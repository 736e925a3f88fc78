// GET /v1/owners/{address}/safes (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { AllOwnedSafes } from '../types';

/** Parameters of {@link getAllOwnedSafes}. */
export type GetAllOwnedSafesParameters = RequestOptions & {
  ownerAddress: string;
};

/** What {@link getAllOwnedSafes} resolves to. */
export type GetAllOwnedSafesReturnType = AllOwnedSafes;

/** What {@link getAllOwnedSafes} can throw. */
export type GetAllOwnedSafesErrorType = GatewayRequestErrorType;

/** Lists the Safes an address owns on every chain, keyed by chain id. */
export function getAllOwnedSafes(
  client: GatewayClient,
  { ownerAddress, signal }: GetAllOwnedSafesParameters,
): Promise<GetAllOwnedSafesReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/owners/{address}/safes',
    pathParams: { address: ownerAddress },
    signal,
  });
}
