// GET /v1/chains/{chainId}/messages/{message_hash} (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { SafeMessage } from '../types';

/** Parameters of {@link getSafeMessage}. */
export type GetSafeMessageParameters = RequestOptions & {
  chainId: string;
  messageHash: string;
};

/** What {@link getSafeMessage} resolves to. */
export type GetSafeMessageReturnType = SafeMessage;

/** What {@link getSafeMessage} can throw. */
export type GetSafeMessageErrorType = GatewayRequestErrorType;

/** Reads one off-chain message by its SafeMessage hash. */
export function getSafeMessage(
  client: GatewayClient,
  { chainId, messageHash, signal }: GetSafeMessageParameters,
): Promise<GetSafeMessageReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/messages/{message_hash}',
    pathParams: { chainId, message_hash: messageHash },
    signal,
  });
}
