import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  getChainConfig,
  getChainsConfig,
  getFiatCurrencies,
  getMasterCopies,
  type GatewayClient,
} from '../../gateway';
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

/** One chain's configuration (features, contract addresses, explorer templates). */
export function chainQueryOptions(client: GatewayClient, chainId: string) {
  return queryOptions({
    queryKey: gatewayKeys.chain(client.baseUrl, chainId),
    queryFn: ({ signal }) => getChainConfig(client, { chainId, signal }),
    staleTime: HOUR,
  });
}

/** The Safe singletons the gateway knows for a chain. */
export function masterCopiesQueryOptions(client: GatewayClient, chainId: string) {
  return queryOptions({
    queryKey: gatewayKeys.chainScoped(client.baseUrl, chainId, 'master-copies'),
    queryFn: ({ signal }) => getMasterCopies(client, { chainId, signal }),
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
