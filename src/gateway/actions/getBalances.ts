// GET /v1/chains/{chainId}/safes/{address}/balances/{currency} (spec §7).

import type { GatewayClient } from '../client';
import { DEFAULT_CURRENCY } from '../constants';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import { balancesShape } from '../shape';
import type { BalancesQuery, SafeBalanceResponse } from '../types';

/** Parameters of {@link getBalances}. */
export type GetBalancesParameters = RequestOptions & {
  chainId: string;
  safeAddress: string;
  /** Lowercase fiat code; defaults to `usd`. */
  currency?: string;
  query?: BalancesQuery;
};

/** What {@link getBalances} resolves to. */
export type GetBalancesReturnType = SafeBalanceResponse;

/** What {@link getBalances} can throw. */
export type GetBalancesErrorType = GatewayRequestErrorType;

/** Reads a Safe's token balances valued in a fiat currency. */
export function getBalances(
  client: GatewayClient,
  { chainId, safeAddress, currency = DEFAULT_CURRENCY, query, signal }: GetBalancesParameters,
): Promise<GetBalancesReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/balances/{currency}',
    pathParams: { chainId, address: safeAddress, currency },
    query,
    shape: balancesShape,
    signal,
  });
}
