// GET /v1/chains/{chainId}/transactions/{transactionId} (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import { transactionDetailsShape } from '../shape';
import type { TransactionDetails } from '../types';

/** Parameters of {@link getTransactionDetails}. */
export type GetTransactionDetailsParameters = RequestOptions & {
  chainId: string;
  /** A list item id (`multisig_{safe}_{safeTxHash}`, …) or a bare safeTxHash. */
  transactionId: string;
};

/** What {@link getTransactionDetails} resolves to. */
export type GetTransactionDetailsReturnType = TransactionDetails;

/** What {@link getTransactionDetails} can throw. */
export type GetTransactionDetailsErrorType = GatewayRequestErrorType;

/** Reads one transaction in full, by list id or bare safeTxHash. */
export function getTransactionDetails(
  client: GatewayClient,
  { chainId, transactionId, signal }: GetTransactionDetailsParameters,
): Promise<GetTransactionDetailsReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/transactions/{transactionId}',
    pathParams: { chainId, transactionId },
    shape: transactionDetailsShape,
    signal,
  });
}
