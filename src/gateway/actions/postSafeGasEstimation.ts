// POST /v2/chains/{chainId}/safes/{safe_address}/multisig-transactions/estimations (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { SafeTransactionEstimationRequest, SafeTransactionEstimationResponse } from '../types';

/** Parameters of {@link postSafeGasEstimation}. */
export type PostSafeGasEstimationParameters = RequestOptions &
  SafeTransactionEstimationRequest & {
    chainId: string;
    safeAddress: string;
  };

/** What {@link postSafeGasEstimation} resolves to. */
export type PostSafeGasEstimationReturnType = SafeTransactionEstimationResponse;

/** What {@link postSafeGasEstimation} can throw. */
export type PostSafeGasEstimationErrorType = GatewayRequestErrorType;

/** Estimates `safeTxGas` and the recommended nonce for a new transaction. */
export function postSafeGasEstimation(
  client: GatewayClient,
  { chainId, safeAddress, signal, ...body }: PostSafeGasEstimationParameters,
): Promise<PostSafeGasEstimationReturnType> {
  return request(client, {
    method: 'POST',
    path: '/v2/chains/{chainId}/safes/{safe_address}/multisig-transactions/estimations',
    pathParams: { chainId, safe_address: safeAddress },
    body,
    signal,
  });
}
