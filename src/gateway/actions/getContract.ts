// GET /v1/chains/{chainId}/contracts/{contractAddress} (the gateway's contract registry).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { Contract } from '../types';

/** Parameters of {@link getContract}. */
export type GetContractParameters = RequestOptions & {
  chainId: string;
  contractAddress: string;
};

/** What {@link getContract} resolves to. */
export type GetContractReturnType = Contract;

/** What {@link getContract} can throw (404 when the gateway does not know the contract). */
export type GetContractErrorType = GatewayRequestErrorType;

/** Reads what the gateway knows about a contract: its name and verified ABI, if any. */
export function getContract(
  client: GatewayClient,
  { chainId, contractAddress, signal }: GetContractParameters,
): Promise<GetContractReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/contracts/{contractAddress}',
    pathParams: { chainId, contractAddress },
    signal,
  });
}
