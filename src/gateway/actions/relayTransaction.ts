// POST /v1/chains/{chainId}/relay (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { RelayTransactionRequest, RelayTransactionResponse } from '../types';

/** Parameters of {@link relayTransaction}. */
export type RelayTransactionParameters = RequestOptions &
  RelayTransactionRequest & {
    chainId: string;
  };

/** What {@link relayTransaction} resolves to. */
export type RelayTransactionReturnType = RelayTransactionResponse;

/** What {@link relayTransaction} can throw. */
export type RelayTransactionErrorType = GatewayRequestErrorType;

/** Asks the gateway to sponsor and submit a call (execTransaction, multiSend or Safe creation). */
export function relayTransaction(
  client: GatewayClient,
  { chainId, signal, ...body }: RelayTransactionParameters,
): Promise<RelayTransactionReturnType> {
  return request(client, {
    method: 'POST',
    path: '/v1/chains/{chainId}/relay',
    pathParams: { chainId },
    body,
    signal,
  });
}
