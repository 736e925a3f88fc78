// Which tokens a details screen knows (symbol and decimals by contract address), so a decoded
// `transfer(to, value)` inside a batch reads "5 TST to …" instead of a raw uint256.
import { createContext, useContext } from 'react';

/** A token's display facts. */
export interface KnownToken {
  symbol: string;
  decimals: number;
}

/** Looks a token up by contract address (any letter case). */
export type TokenOf = (address: string) => KnownToken | undefined;

/** The tokens known where decoded data is shown (none by default). */
export const TokenLookupContext = createContext<TokenOf>(() => undefined);

/** The token lookup of the surrounding screen. */
export function useTokenLookup(): TokenOf {
  return useContext(TokenLookupContext);
}

/** Builds a lookup from token facts keyed by address. */
export function tokenLookupOf(tokens: readonly (KnownToken & { address: string })[]): TokenOf {
  const byAddress = new Map(tokens.map((token) => [token.address.toLowerCase(), token]));
  return (address) => byAddress.get(address.toLowerCase());
}
