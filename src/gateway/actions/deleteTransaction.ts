// DELETE /v1/chains/{chainId}/transactions/{safeTxHash} (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { DeleteTransactionRequest } from '../types';

/** Parameters of {@link deleteTransaction}. */
export type DeleteTransactionParameters = RequestOptions & {
  chainId: string;
  safeTxHash: string;
  /** The proposer's EIP-712 `DeleteRequest {safeTxHash, totp}` signature. */
  signature: string;
};

/** What {@link deleteTransaction} resolves to. */
export type DeleteTransactionReturnType = void;

/** What {@link deleteTransaction} can throw. */
export type DeleteTransactionErrorType = GatewayRequestErrorType;

/** Deletes a proposed, unexecuted transaction; only its proposer may. */
export function deleteTransaction(
  client: GatewayClient,
  { chainId, safeTxHash, signature, signal }: DeleteTransactionParameters,
): Promise<DeleteTransactionReturnType> {
  return request(client, {
    method: 'DELETE',
    path: '/v1/chains/{chainId}/transactions/{safeTxHash}',
    pathParams: { chainId, safeTxHash },
    body: { signature } satisfies DeleteTransactionRequest,
    signal,
  });
}
