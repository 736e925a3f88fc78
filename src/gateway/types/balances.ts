// Token balances with their fiat value.

import type { TokenInfo } from './common';

/** One token held by a Safe. Amounts are decimal strings: exact, never floats. */
export type Balance = {
  tokenInfo: TokenInfo;
  /** Raw amount in the token's smallest unit. */
  balance: string;
  fiatBalance: string;
  fiatConversion: string;
  /** Gateway only; the SDK type lacks it. */
  fiatBalance24hChange?: string | null;
};

/** All balances of a Safe in one fiat currency. */
export type SafeBalanceResponse = {
  fiatTotal: string;
  items: Balance[];
};

/** Lowercase fiat codes the gateway can price in (e.g. `usd`). */
export type FiatCurrencies = string[];

/** Query of the balances and collectibles routes; the gateway's snake_case names. */
export type BalancesQuery = {
  /** Only tokens the indexer trusts; the gateway defaults to false. */
  trusted?: boolean;
  /** Hide tokens flagged as spam; the gateway defaults to true. */
  exclude_spam?: boolean;
};
