import { queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_CURRENCY,
  getBalances,
  type GatewayClient,
  type SafeBalanceResponse,
} from '../../gateway';
import { gatewayKeys } from '../keys';
import type { SafeRef } from './safe';

/** Every balance of a Safe, and which of its tokens the gateway counts as trusted and not spam. */
export interface BalancesByTrust {
  /** Every token, spam included (`trusted=false&exclude_spam=false`). */
  all: SafeBalanceResponse;
  /** Lowercase addresses the gateway lists with `exclude_spam=true` (the rest is spam). */
  notSpam: string[];
  /** Lowercase addresses the gateway lists with `trusted=true` (on its trust list). */
  trusted: string[];
}

const addressesOf = (response: SafeBalanceResponse): string[] =>
  response.items.map((item) => item.tokenInfo.address.toLowerCase());

/**
 * A Safe's balances with their trust: the public gateway does not say per token whether it is
 * trusted or spam, only filters by it, so the three filtered lists are read together and compared.
 */
export function balancesByTrustQueryOptions(
  client: GatewayClient,
  { chainId, safeAddress, currency = DEFAULT_CURRENCY }: SafeRef & { currency?: string },
) {
  return queryOptions({
    queryKey: gatewayKeys.safeScoped(
      client.baseUrl,
      chainId,
      safeAddress,
      'balances',
      currency,
      'by-trust',
    ),
    queryFn: async ({ signal }): Promise<BalancesByTrust> => {
      const read = (trusted: boolean, exclude_spam: boolean) =>
        getBalances(client, {
          chainId,
          safeAddress,
          currency,
          query: { trusted, exclude_spam },
          signal,
        });
      const [all, notSpam, trusted] = await Promise.all([
        read(false, false),
        read(false, true),
        read(true, true),
      ]);
      return { all, notSpam: addressesOf(notSpam), trusted: addressesOf(trusted) };
    },
  });
}
