// POST /v1/chains/{chainId}/data-decoder (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { DecodedDataRequest, DecodedDataResponse } from '../types';

/** Parameters of {@link getDecodedData}. */
export type GetDecodedDataParameters = RequestOptions &
  DecodedDataRequest & {
    chainId: string;
  };

/** What {@link getDecodedData} resolves to. */
export type GetDecodedDataReturnType = DecodedDataResponse;

/** What {@link getDecodedData} can throw. */
export type GetDecodedDataErrorType = GatewayRequestErrorType;

/** Decodes calldata against the ABIs the gateway knows. */
export function getDecodedData(
  client: GatewayClient,
  { chainId, operation, data, to, signal }: GetDecodedDataParameters,
): Promise<GetDecodedDataReturnType> {
  return request(client, {
    method: 'POST',
    path: '/v1/chains/{chainId}/data-decoder',
    pathParams: { chainId },
    // Explicit keys: the body is exactly {operation, data, to}, as the SDK sends it.
    body: { operation, data, to } satisfies DecodedDataRequest,
    signal,
  });
}
