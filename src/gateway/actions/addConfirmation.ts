// POST /v1/chains/{chainId}/transactions/{safeTxHash}/confirmations: not in the spec §7 table
// (the SDK has no function for it); the Safe wallet confirms through this route.

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { AddConfirmationRequest, TransactionDetails } from '../types';

/** Parameters of {@link addConfirmation}. */
export type AddConfirmationParameters = RequestOptions & {
  chainId: string;
  safeTxHash: string;
  /** The owner's signature of the safeTxHash (65 bytes). */
  signature: string;
};

/** What {@link addConfirmation} resolves to. */
export type AddConfirmationReturnType = TransactionDetails;

/** What {@link addConfirmation} can throw. */
export type AddConfirmationErrorType = GatewayRequestErrorType;

/** Adds an owner's signature to a multisig transaction and returns it updated. */
export function addConfirmation(
  client: GatewayClient,
  { chainId, safeTxHash, signature, signal }: AddConfirmationParameters,
): Promise<AddConfirmationReturnType> {
  return request(client, {
    method: 'POST',
    path: '/v1/chains/{chainId}/transactions/{safeTxHash}/confirmations',
    pathParams: { chainId, safeTxHash },
    body: { signature } satisfies AddConfirmationRequest,
    signal,
  });
}
