// POST /v1/chains/{chainId}/safes/{safe_address}/emails/{signer}/verify-resend (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';

/** Parameters of {@link resendEmailVerificationCode}. */
export type ResendEmailVerificationCodeParameters = RequestOptions & {
  chainId: string;
  safeAddress: string;
  signer: string;
};

/** What {@link resendEmailVerificationCode} resolves to. */
export type ResendEmailVerificationCodeReturnType = void;

/** What {@link resendEmailVerificationCode} can throw. */
export type ResendEmailVerificationCodeErrorType = GatewayRequestErrorType;

/** Asks for a new e-mail verification code. */
export function resendEmailVerificationCode(
  client: GatewayClient,
  { chainId, safeAddress, signer, signal }: ResendEmailVerificationCodeParameters,
): Promise<ResendEmailVerificationCodeReturnType> {
  return request(client, {
    method: 'POST',
    path: '/v1/chains/{chainId}/safes/{safe_address}/emails/{signer}/verify-resend',
    pathParams: { chainId, safe_address: safeAddress, signer },
    // The route takes no body; the SDK sends '' and so do we (an empty request body).
    body: '',
    signal,
  });
}
