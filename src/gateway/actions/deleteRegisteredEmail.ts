// DELETE /v1/chains/{chainId}/safes/{safe_address}/emails/{signer} (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { EmailAuthorizationHeaders } from '../types';

/** Parameters of {@link deleteRegisteredEmail}. */
export type DeleteRegisteredEmailParameters = RequestOptions & {
  chainId: string;
  safeAddress: string;
  signer: string;
  /** The signer's signature of the action message and its timestamp. */
  headers: EmailAuthorizationHeaders;
};

/** What {@link deleteRegisteredEmail} resolves to. */
export type DeleteRegisteredEmailReturnType = void;

/** What {@link deleteRegisteredEmail} can throw. */
export type DeleteRegisteredEmailErrorType = GatewayRequestErrorType;

/** Removes a signer's alert e-mail address. */
export function deleteRegisteredEmail(
  client: GatewayClient,
  { chainId, safeAddress, signer, headers, signal }: DeleteRegisteredEmailParameters,
): Promise<DeleteRegisteredEmailReturnType> {
  return request(client, {
    method: 'DELETE',
    path: '/v1/chains/{chainId}/safes/{safe_address}/emails/{signer}',
    pathParams: { chainId, safe_address: safeAddress, signer },
    headers,
    signal,
  });
}
