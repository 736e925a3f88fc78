// GET /v1/chains/{chainId}/about/master-copies (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import type { MasterCopy } from '../types';

/** Parameters of {@link getMasterCopies}. */
export type GetMasterCopiesParameters = RequestOptions & {
  chainId: string;
};

/** What {@link getMasterCopies} resolves to. */
export type GetMasterCopiesReturnType = MasterCopy[];

/** What {@link getMasterCopies} can throw. */
export type GetMasterCopiesErrorType = GatewayRequestErrorType;

/** Lists the Safe singletons the gateway supports on a chain. */
export function getMasterCopies(
  client: GatewayClient,
  { chainId, signal }: GetMasterCopiesParameters,
): Promise<GetMasterCopiesReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/about/master-copies',
    pathParams: { chainId },
    signal,
  });
}
