// GET /v1/chains/{chainId}/safes/{safe_address}/nonces (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { SafeNonces } from '../types';

/** Parameters of {@link getNonces}. */
export type GetNoncesParameters = RequestOptions & {
  chainId: string;
  safeAddress: string;
};

/** What {@link getNonces} resolves to. */
export type GetNoncesReturnType = SafeNonces;

/** What {@link getNonces} can throw. */
export type GetNoncesErrorType = GatewayRequestErrorType;

/** Reads a Safe's current nonce and the next nonce free in its queue. */
export function getNonces(
  client: GatewayClient,
  { chainId, safeAddress, signal }: GetNoncesParameters,
): Promise<GetNoncesReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{safe_address}/nonces',
    pathParams: { chainId, safe_address: safeAddress },
    signal,
  });
}
