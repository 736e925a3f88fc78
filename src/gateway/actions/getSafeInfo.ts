// GET /v1/chains/{chainId}/safes/{address} (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import { safeInfoShape } from '../shape';
import type { SafeInfo } from '../types';

/** Parameters of {@link getSafeInfo}. */
export type GetSafeInfoParameters = RequestOptions & {
  chainId: string;
  safeAddress: string;
};

/** What {@link getSafeInfo} resolves to. */
export type GetSafeInfoReturnType = SafeInfo;

/** What {@link getSafeInfo} can throw. */
export type GetSafeInfoErrorType = GatewayRequestErrorType;

/** Reads a Safe's owners, threshold, nonce, modules and cache tags. */
export function getSafeInfo(
  client: GatewayClient,
  { chainId, safeAddress, signal }: GetSafeInfoParameters,
): Promise<GetSafeInfoReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}',
    pathParams: { chainId, address: safeAddress },
    shape: safeInfoShape,
    signal,
  });
}
