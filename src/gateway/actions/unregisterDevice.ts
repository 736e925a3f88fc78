// DELETE /v1/chains/{chainId}/notifications/devices/{uuid} (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';

/** Parameters of {@link unregisterDevice}. */
export type UnregisterDeviceParameters = RequestOptions & {
  chainId: string;
  /** The device id given at registration. */
  uuid: string;
};

/** What {@link unregisterDevice} resolves to. */
export type UnregisterDeviceReturnType = void;

/** What {@link unregisterDevice} can throw. */
export type UnregisterDeviceErrorType = GatewayRequestErrorType;

/** Stops all push notifications to one device. */
export function unregisterDevice(
  client: GatewayClient,
  { chainId, uuid, signal }: UnregisterDeviceParameters,
): Promise<UnregisterDeviceReturnType> {
  return request(client, {
    method: 'DELETE',
    path: '/v1/chains/{chainId}/notifications/devices/{uuid}',
    pathParams: { chainId, uuid },
    signal,
  });
}
