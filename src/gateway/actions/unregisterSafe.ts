// DELETE /v1/chains/{chainId}/notifications/devices/{uuid}/safes/{safe_address} (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';

/** Parameters of {@link unregisterSafe}. */
export type UnregisterSafeParameters = RequestOptions & {
  chainId: string;
  /** The device id given at registration. */
  uuid: string;
  safeAddress: string;
};

/** What {@link unregisterSafe} resolves to. */
export type UnregisterSafeReturnType = void;

/** What {@link unregisterSafe} can throw. */
export type UnregisterSafeErrorType = GatewayRequestErrorType;

/** Stops push notifications about one Safe on one device. */
export function unregisterSafe(
  client: GatewayClient,
  { chainId, uuid, safeAddress, signal }: UnregisterSafeParameters,
): Promise<UnregisterSafeReturnType> {
  return request(client, {
    method: 'DELETE',
    path: '/v1/chains/{chainId}/notifications/devices/{uuid}/safes/{safe_address}',
    pathParams: { chainId, uuid, safe_address: safeAddress },
    signal,
  });
}
