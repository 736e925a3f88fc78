// GET /v1/chains/{chainId}/safe-apps (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import { safeAppsShape } from '../shape';
import type { SafeAppData, SafeAppsQuery } from '../types';

/** Parameters of {@link getSafeApps}. */
export type GetSafeAppsParameters = RequestOptions & {
  chainId: string;
  query?: SafeAppsQuery;
};

/** What {@link getSafeApps} resolves to. */
export type GetSafeAppsReturnType = SafeAppData[];

/** What {@link getSafeApps} can throw. */
export type GetSafeAppsErrorType = GatewayRequestErrorType;

/** Lists the Safe Apps available on a chain. */
export function getSafeApps(
  client: GatewayClient,
  { chainId, query, signal }: GetSafeAppsParameters,
): Promise<GetSafeAppsReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/safe-apps',
    pathParams: { chainId },
    query,
    shape: safeAppsShape,
    signal,
  });
}
