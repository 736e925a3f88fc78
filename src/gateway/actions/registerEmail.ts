// POST /v1/chains/{chainId}/safes/{safe_address}/emails (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { EmailAuthorizationHeaders, RegisterEmailRequest } from '../types';

/** Parameters of {@link registerEmail}. */
export type RegisterEmailParameters = RequestOptions &
  RegisterEmailRequest & {
    chainId: string;
    safeAddress: string;
    /** The signer's signature of the action message and its timestamp. */
    headers: EmailAuthorizationHeaders;
  };

/** What {@link registerEmail} resolves to. */
export type RegisterEmailReturnType = void;

/** What {@link registerEmail} can throw. */
export type RegisterEmailErrorType = GatewayRequestErrorType;

/** Registers an e-mail address for a signer's alerts; a code is sent to verify it. */
export function registerEmail(
  client: GatewayClient,
  { chainId, safeAddress, headers, signal, ...body }: RegisterEmailParameters,
): Promise<RegisterEmailReturnType> {
  return request(client, {
    method: 'POST',
    path: '/v1/chains/{chainId}/safes/{safe_address}/emails',
    pathParams: { chainId, safe_address: safeAddress },
    body,
    headers,
    signal,
  });
}
