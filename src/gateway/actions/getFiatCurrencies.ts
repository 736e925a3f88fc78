// GET /v1/balances/supported-fiat-codes (spec §7).

import type { GatewayClient } from '../client';
import type { GatewayRequestErrorType } from '../errors';
import { request, type RequestOptions } from '../request';
import { fiatCurrenciesShape } from '../shape';
import type { FiatCurrencies } from '../types';

/** Parameters of {@link getFiatCurrencies}. */
export type GetFiatCurrenciesParameters = RequestOptions;

/** What {@link getFiatCurrencies} resolves to. */
export type GetFiatCurrenciesReturnType = FiatCurrencies;

/** What {@link getFiatCurrencies} can throw. */
export type GetFiatCurrenciesErrorType = GatewayRequestErrorType;

/** Lists the fiat codes balances can be valued in. */
export function getFiatCurrencies(
  client: GatewayClient,
  { signal }: GetFiatCurrenciesParameters = {},
): Promise<GetFiatCurrenciesReturnType> {
  return request(client, {
    method: 'GET',
    path: '/v1/balances/supported-fiat-codes',
    shape: fiatCurrenciesShape,
    signal,
  });
}
