// POST /v1/chains/{chainId}/safes/{safe_address}/messages (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { ProposeSafeMessageRequest } from '../types';

/** Parameters of {@link proposeSafeMessage}. */
export type ProposeSafeMessageParameters = RequestOptions &
  ProposeSafeMessageRequest & {
    chainId: string;
    safeAddress: string;
  };

/** What {@link proposeSafeMessage} resolves to. */
export type ProposeSafeMessageReturnType = void;

/** What {@link proposeSafeMessage} can throw. */
export type ProposeSafeMessageErrorType = GatewayRequestErrorType;

/** Proposes an off-chain message with the proposer's signature. */
export function proposeSafeMessage(
  client: GatewayClient,
  { chainId, safeAddress, signal, ...body }: ProposeSafeMessageParameters,
): Promise<ProposeSafeMessageReturnType> {
  return request(client, {
    method: 'POST',
    path: '/v1/chains/{chainId}/safes/{safe_address}/messages',
    pathParams: { chainId, safe_address: safeAddress },
    body,
    signal,
  });
}
