// GET /v1/chains/{chainId}/safes/{safe_address}/messages (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import { messagePageShape } from '../shape';
import type { SafeMessageListPage } from '../types';

/** Parameters of {@link getSafeMessages}. */
export type GetSafeMessagesParameters = RequestOptions & {
  chainId: string;
  safeAddress: string;
  /** A `next` or `previous` URL of an earlier page; replaces path and query. */
  pageUrl?: string;
};

/** What {@link getSafeMessages} resolves to. */
export type GetSafeMessagesReturnType = SafeMessageListPage;

/** What {@link getSafeMessages} can throw. */
export type GetSafeMessagesErrorType = GatewayRequestErrorType;

/** Reads one page of a Safe's off-chain messages, grouped by day. */
export function getSafeMessages(
  client: GatewayClient,
  { chainId, safeAddress, pageUrl, signal }: GetSafeMessagesParameters,
): Promise<GetSafeMessagesReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{safe_address}/messages',
    pathParams: { chainId, safe_address: safeAddress },
    pageUrl,
    shape: messagePageShape,
    signal,
  });
}
