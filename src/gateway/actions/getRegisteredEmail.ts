// GET /v1/chains/{chainId}/safes/{safe_address}/emails/{signer} (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { EmailAuthorizationHeaders, RegisteredEmail } from '../types';

/** Parameters of {@link getRegisteredEmail}. */
export type GetRegisteredEmailParameters = RequestOptions & {
  chainId: string;
  safeAddress: string;
  signer: string;
  /** The signer's signature of the action message and its timestamp. */
  headers: EmailAuthorizationHeaders;
};

/** What {@link getRegisteredEmail} resolves to. */
export type GetRegisteredEmailReturnType = RegisteredEmail;

/** What {@link getRegisteredEmail} can throw. */
export type GetRegisteredEmailErrorType = GatewayRequestErrorType;

/** Reads a signer's alert e-mail address and whether it is verified. */
export function getRegisteredEmail(
  client: GatewayClient,
  { chainId, safeAddress, signer, headers, signal }: GetRegisteredEmailParameters,
): Promise<GetRegisteredEmailReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{safe_address}/emails/{signer}',
    pathParams: { chainId, safe_address: safeAddress, signer },
    headers,
    signal,
  });
}
