// PUT /devnet/chains/{chainId}/safes/{safe_address}/emails/{signer}/digest — devnet only: no Safe
// gateway has a digest; the devnet mails one daily to verified addresses that opted in.

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { EmailAuthorizationHeaders } from '../types';

/** Parameters of {@link setDevnetEmailDigest}. */
export type SetDevnetEmailDigestParameters = RequestOptions & {
  chainId: string;
  safeAddress: string;
  signer: string;
  enabled: boolean;
  /** The signer's signature of the devnet digest message and its timestamp. */
  headers: EmailAuthorizationHeaders;
};

/** What {@link setDevnetEmailDigest} resolves to. */
export type SetDevnetEmailDigestReturnType = { enabled: boolean };

/** What {@link setDevnetEmailDigest} can throw. */
export type SetDevnetEmailDigestErrorType = GatewayRequestErrorType;

/** Opts a signer's verified e-mail address in or out of the devnet's daily digest. */
export function setDevnetEmailDigest(
  client: GatewayClient,
  { chainId, safeAddress, signer, enabled, headers, signal }: SetDevnetEmailDigestParameters,
): Promise<SetDevnetEmailDigestReturnType> {
  return request(client, {
    method: 'PUT',
    path: '/devnet/chains/{chainId}/safes/{safe_address}/emails/{signer}/digest',
    pathParams: { chainId, safe_address: safeAddress, signer },
    body: { enabled },
    headers,
    signal,
  });
}
