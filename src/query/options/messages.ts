import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getSafeMessage, getSafeMessages, type GatewayClient } from '../../gateway';
import { gatewayKeys } from '../keys';
import { cursorPaging } from './pages';
import type { SafeRef } from './safe';

/** The Safe's off-chain messages with date labels, page by page. */
export function safeMessagesQueryOptions(client: GatewayClient, { chainId, safeAddress }: SafeRef) {
  return infiniteQueryOptions({
    queryKey: gatewayKeys.safeScoped(client.baseUrl, chainId, safeAddress, 'messages'),
    queryFn: ({ pageParam, signal }) =>
      getSafeMessages(client, { chainId, safeAddress, pageUrl: pageParam, signal }),
    ...cursorPaging,
  });
}

/** One message by its Safe messageHash. */
export function safeMessageQueryOptions(
  client: GatewayClient,
  { chainId, messageHash }: { chainId: string; messageHash: string },
) {
  return queryOptions({
    queryKey: gatewayKeys.chainScoped(client.baseUrl, chainId, 'message', messageHash),
    queryFn: ({ signal }) => getSafeMessage(client, { chainId, messageHash, signal }),
  });
}
