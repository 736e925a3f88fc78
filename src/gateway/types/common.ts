// Shapes shared by many gateway responses.

import type { TokenType } from '../vocabulary';

/**
 * An address with the display metadata the gateway knows for it (the gateway's AddressEx).
 * The NestJS gateway sends `null` for unknown names and logos and never empty strings.
 */
export type AddressInfo = {
  value: string;
  name: string | null;
  logoUri: string | null;
};

/** The gateway's own name for {@link AddressInfo}. */
export type AddressEx = AddressInfo;

/**
 * One page of a cursor-paged list. `next` and `previous` are absolute gateway URLs to pass back
 * as `pageUrl`; `count` is absent on incoming transfers and multisig transactions.
 */
export type Page<T> = {
  count?: number | null;
  next: string | null;
  previous: string | null;
  results: T[];
};

/**
 * A token as balances and gas-token details describe it. `UNKNOWN` appears in the SDK type for
 * tokens the indexer cannot classify.
 */
export type TokenInfo = {
  type: TokenType | 'UNKNOWN';
  address: string;
  decimals: number | null;
  symbol: string;
  name: string;
  logoUri: string;
  /**
   * Whether the indexer's trust list has the token. Only some gateways send it on balances (the
   * public one keeps it internal); without it, trust is learnt by asking with `trusted=true`.
   */
  trusted?: boolean;
};
