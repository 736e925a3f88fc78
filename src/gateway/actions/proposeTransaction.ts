// POST /v1/chains/{chainId}/transactions/{safe_address}/propose (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { MultisigTransactionRequest, TransactionDetails } from '../types';

/** Parameters of {@link proposeTransaction}. */
export type ProposeTransactionParameters = RequestOptions &
  MultisigTransactionRequest & {
    chainId: string;
    safeAddress: string;
  };

/** What {@link proposeTransaction} resolves to. */
export type ProposeTransactionReturnType = TransactionDetails;

/** What {@link proposeTransaction} can throw. */
export type ProposeTransactionErrorType = GatewayRequestErrorType;

/** Proposes a new multisig transaction, usually with the proposer's signature. */
export function proposeTransaction(
  client: GatewayClient,
  { chainId, safeAddress, signal, ...body }: ProposeTransactionParameters,
): Promise<ProposeTransactionReturnType> {
  return request(client, {
    method: 'POST',
    path: '/v1/chains/{chainId}/transactions/{safe_address}/propose',
    pathParams: { chainId, safe_address: safeAddress },
    body,
    signal,
  });
}
