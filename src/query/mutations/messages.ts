// Mutation options of the write side's off-chain message calls (propose, confirm).
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  confirmSafeMessage,
  proposeSafeMessage,
  type ConfirmSafeMessageRequest,
  type GatewayClient,
  type ProposeSafeMessageRequest,
} from '../../gateway';
import { gatewayKeys } from '../keys';
import type { SafeRef } from '../options/safe';

/** After a write: the Safe's messages and the message details are refetched. */
function refreshMessages(client: GatewayClient, queryClient: QueryClient, safe: SafeRef) {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: gatewayKeys.safeScoped(client.baseUrl, safe.chainId, safe.safeAddress, 'messages'),
    }),
    queryClient.invalidateQueries({
      queryKey: gatewayKeys.chainScoped(client.baseUrl, safe.chainId, 'message'),
    }),
  ]);
}

/** Proposes an off-chain message with the first owner's signature. */
export function proposeSafeMessageMutationOptions(
  client: GatewayClient,
  queryClient: QueryClient,
  safe: SafeRef,
) {
  return mutationOptions({
    mutationKey: gatewayKeys.safeScoped(
      client.baseUrl,
      safe.chainId,
      safe.safeAddress,
      'propose-message',
    ),
    mutationFn: (request: ProposeSafeMessageRequest) =>
      proposeSafeMessage(client, { ...request, ...safe }),
    onSuccess: () => refreshMessages(client, queryClient, safe),
  });
}

/** Adds an owner's signature to an off-chain message. */
export function confirmSafeMessageMutationOptions(
  client: GatewayClient,
  queryClient: QueryClient,
  safe: SafeRef,
) {
  return mutationOptions({
    mutationKey: gatewayKeys.safeScoped(
      client.baseUrl,
      safe.chainId,
      safe.safeAddress,
      'confirm-message',
    ),
    mutationFn: ({
      messageHash,
      ...request
    }: ConfirmSafeMessageRequest & { messageHash: string }) =>
      confirmSafeMessage(client, { ...request, messageHash, chainId: safe.chainId }),
    onSuccess: () => refreshMessages(client, queryClient, safe),
  });
}
