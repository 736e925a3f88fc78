// POST /v1/chains/{chainId}/messages/{message_hash}/signatures (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { ConfirmSafeMessageRequest } from '../types';

/** Parameters of {@link confirmSafeMessage}. */
export type ConfirmSafeMessageParameters = RequestOptions &
  ConfirmSafeMessageRequest & {
    chainId: string;
    messageHash: string;
  };

/** What {@link confirmSafeMessage} resolves to. */
export type ConfirmSafeMessageReturnType = void;

/** What {@link confirmSafeMessage} can throw. */
export type ConfirmSafeMessageErrorType = GatewayRequestErrorType;

/** Adds an owner's signature to an off-chain message. */
export function confirmSafeMessage(
  client: GatewayClient,
  { chainId, messageHash, signal, ...body }: ConfirmSafeMessageParameters,
): Promise<ConfirmSafeMessageReturnType> {
  return request(client, {
    method: 'POST',
    path: '/v1/chains/{chainId}/messages/{message_hash}/signatures',
    pathParams: { chainId, message_hash: messageHash },
    body,
    signal,
  });
}
