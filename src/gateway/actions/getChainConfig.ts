// GET /v1/chains/{chainId} (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import { chainShape } from '../shape';
import type { ChainInfo } from '../types';

/** Parameters of {@link getChainConfig}. */
export type GetChainConfigParameters = RequestOptions & {
  chainId: string;
};

/** What {@link getChainConfig} resolves to. */
export type GetChainConfigReturnType = ChainInfo;

/** What {@link getChainConfig} can throw. */
export type GetChainConfigErrorType = GatewayRequestErrorType;

/** Reads one chain's configuration. */
export function getChainConfig(
  client: GatewayClient,
  { chainId, signal }: GetChainConfigParameters,
): Promise<GetChainConfigReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}',
    pathParams: { chainId },
    shape: chainShape,
    signal,
  });
}
