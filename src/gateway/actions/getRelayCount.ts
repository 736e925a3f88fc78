// GET /v1/chains/{chainId}/relay/{address} (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { RelayCountResponse } from '../types';

/** Parameters of {@link getRelayCount}. */
export type GetRelayCountParameters = RequestOptions & {
  chainId: string;
  /** The Safe (or, for a Safe creation, an owner) the limit is charged to. */
  address: string;
};

/** What {@link getRelayCount} resolves to. */
export type GetRelayCountReturnType = RelayCountResponse;

/** What {@link getRelayCount} can throw. */
export type GetRelayCountErrorType = GatewayRequestErrorType;

/** Reads how many sponsored transactions an address has left. */
export function getRelayCount(
  client: GatewayClient,
  { chainId, address, signal }: GetRelayCountParameters,
): Promise<GetRelayCountReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/relay/{address}',
    pathParams: { chainId, address },
    signal,
  });
}
