import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
// The action modules, not the gateway barrel: the welcome screen's chain list would otherwise
// share a chunk with every read action.
import { getChainsConfig } from '../../gateway/actions/getChainsConfig';
import { getFiatCurrencies } from '../../gateway/actions/getFiatCurrencies';
import type { GatewayClient } from '../../gateway/client';
import { gatewayKeys } from '../keys';
import { cursorPaging } from './pages';

const HOUR = 3_600_000;

/** Every chain the gateway serves (paged). Chain configs change rarely: fresh for an hour. */
export function chainsQueryOptions(client: GatewayClient) {
  return infiniteQueryOptions({
    queryKey: gatewayKeys.chains(client.baseUrl),
    queryFn: ({ pageParam, signal }) => getChainsConfig(client, { pageUrl: pageParam, signal }),
    ...cursorPaging,
    staleTime: HOUR,
  });
}

/** Fiat currencies the balances endpoint can price in. */
export function fiatCurrenciesQueryOptions(client: GatewayClient) {
  return queryOptions({
    queryKey: gatewayKeys.fiatCurrencies(client.baseUrl),
    queryFn: ({ signal }) => getFiatCurrencies(client, { signal }),
    staleTime: 24 * HOUR,
  });
}
