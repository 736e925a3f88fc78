// POST /v1/register/notifications (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { RegisterNotificationsRequest } from '../types';

/** Parameters of {@link registerDevice}. */
export type RegisterDeviceParameters = RequestOptions & RegisterNotificationsRequest;

/** What {@link registerDevice} resolves to. */
export type RegisterDeviceReturnType = void;

/** What {@link registerDevice} can throw. */
export type RegisterDeviceErrorType = GatewayRequestErrorType;

/** Registers a device for push notifications about the given Safes. */
export function registerDevice(
  client: GatewayClient,
  { signal, ...body }: RegisterDeviceParameters,
): Promise<RegisterDeviceReturnType> {
  return request(client, {
    method: 'POST',
    path: '/v1/register/notifications',
    body,
    signal,
  });
}
