// PUT /v1/chains/{chainId}/safes/{safe_address}/emails/{signer}/verify (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { VerifyEmailRequest } from '../types';

/** Parameters of {@link verifyEmail}. */
export type VerifyEmailParameters = RequestOptions &
  VerifyEmailRequest & {
    chainId: string;
    safeAddress: string;
    signer: string;
  };

/** What {@link verifyEmail} resolves to. */
export type VerifyEmailReturnType = void;

/** What {@link verifyEmail} can throw. */
export type VerifyEmailErrorType = GatewayRequestErrorType;

/** Verifies a signer's e-mail address with the code sent to it. */
export function verifyEmail(
  client: GatewayClient,
  { chainId, safeAddress, signer, signal, ...body }: VerifyEmailParameters,
): Promise<VerifyEmailReturnType> {
  return request(client, {
    method: 'PUT',
    path: '/v1/chains/{chainId}/safes/{safe_address}/emails/{signer}/verify',
    pathParams: { chainId, safe_address: safeAddress, signer },
    body,
    signal,
  });
}
