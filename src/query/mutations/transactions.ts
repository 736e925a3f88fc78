// Mutation options of the write side's transaction calls (wagmi style: factories, so hooks stay
// thin). Each names its Safe's cache slice and refreshes what the write changes once it landed.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  addConfirmation,
  deleteTransaction,
  proposeTransaction,
  type GatewayClient,
  type MultisigTransactionRequest,
} from '../../gateway';
import { gatewayKeys } from '../keys';
import type { SafeRef } from '../options/safe';

/** After a write: the Safe (info, queue, history) and its transactions' details are refetched. */
function refreshSafe(
  client: GatewayClient,
  queryClient: QueryClient,
  { chainId, safeAddress }: SafeRef,
) {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: gatewayKeys.safe(client.baseUrl, chainId, safeAddress),
    }),
    queryClient.invalidateQueries({
      queryKey: gatewayKeys.chainScoped(client.baseUrl, chainId, 'transaction'),
    }),
  ]);
}

/** Proposes a signed Safe transaction (`POST …/transactions/{safe}/propose`). */
export function proposeTransactionMutationOptions(
  client: GatewayClient,
  queryClient: QueryClient,
  safe: SafeRef,
) {
  return mutationOptions({
    mutationKey: gatewayKeys.safeScoped(client.baseUrl, safe.chainId, safe.safeAddress, 'propose'),
    mutationFn: (request: MultisigTransactionRequest) =>
      proposeTransaction(client, { ...request, ...safe }),
    onSuccess: () => refreshSafe(client, queryClient, safe),
  });
}

/** Adds an owner's signature to a queued transaction (`POST …/confirmations`). */
export function addConfirmationMutationOptions(
  client: GatewayClient,
  queryClient: QueryClient,
  safe: SafeRef,
) {
  return mutationOptions({
    mutationKey: gatewayKeys.safeScoped(client.baseUrl, safe.chainId, safe.safeAddress, 'confirm'),
    mutationFn: ({ safeTxHash, signature }: { safeTxHash: string; signature: string }) =>
      addConfirmation(client, { chainId: safe.chainId, safeTxHash, signature }),
    onSuccess: () => refreshSafe(client, queryClient, safe),
  });
}

/** Deletes a queued transaction its proposer signed a DeleteRequest for. */
export function deleteTransactionMutationOptions(
  client: GatewayClient,
  queryClient: QueryClient,
  safe: SafeRef,
) {
  return mutationOptions({
    mutationKey: gatewayKeys.safeScoped(client.baseUrl, safe.chainId, safe.safeAddress, 'delete'),
    mutationFn: ({ safeTxHash, signature }: { safeTxHash: string; signature: string }) =>
      deleteTransaction(client, { chainId: safe.chainId, safeTxHash, signature }),
    onSuccess: () => refreshSafe(client, queryClient, safe),
  });
}
