// PUT /v1/chains/{chainId}/safes/{safe_address}/emails/{signer} (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { ChangeEmailRequest, EmailAuthorizationHeaders } from '../types';

/** Parameters of {@link changeEmail}. */
export type ChangeEmailParameters = RequestOptions &
  ChangeEmailRequest & {
    chainId: string;
    safeAddress: string;
    signer: string;
    /** The signer's signature of the action message and its timestamp. */
    headers: EmailAuthorizationHeaders;
  };

/** What {@link changeEmail} resolves to. */
export type ChangeEmailReturnType = void;

/** What {@link changeEmail} can throw. */
export type ChangeEmailErrorType = GatewayRequestErrorType;

/** Changes a signer's alert e-mail address; the new one must be verified again. */
export function changeEmail(
  client: GatewayClient,
  { chainId, safeAddress, signer, headers, signal, ...body }: ChangeEmailParameters,
): Promise<ChangeEmailReturnType> {
  return request(client, {
    method: 'PUT',
    path: '/v1/chains/{chainId}/safes/{safe_address}/emails/{signer}',
    pathParams: { chainId, safe_address: safeAddress, signer },
    body,
    headers,
    signal,
  });
}
