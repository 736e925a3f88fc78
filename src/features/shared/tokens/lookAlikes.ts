// Tokens a reader could mistake for another: a name or symbol shared with a token at a different
// address (compared without case and invisible characters), or a contract token using the chain's
// native currency symbol or name. Such rows show their address so the reader can tell them apart.
import type { TokenInfo } from '../../../gateway';
import { normalizeTokenText } from '../format';

/** The chain's native currency, as the chain config names it. */
export interface NativeCurrencyName {
  symbol: string;
  name: string;
}

/** Lowercase addresses of the contract tokens in `tokens` that look like another token. */
export function findLookAlikes(
  tokens: readonly TokenInfo[],
  nativeCurrency: NativeCurrencyName,
): Set<string> {
  const lookAlikes = new Set<string>();
  const nativeSymbol = normalizeTokenText(nativeCurrency.symbol);
  const nativeName = normalizeTokenText(nativeCurrency.name);
  // normalised text → addresses using it, separately for symbols and names.
  const bySymbol = new Map<string, Set<string>>();
  const byName = new Map<string, Set<string>>();
  const add = (index: Map<string, Set<string>>, key: string, address: string) => {
    const addresses = index.get(key) ?? new Set<string>();
    addresses.add(address);
    index.set(key, addresses);
  };
  for (const token of tokens) {
    const address = token.address.toLowerCase();
    const symbol = normalizeTokenText(token.symbol);
    const name = normalizeTokenText(token.name);
    add(bySymbol, symbol, address);
    add(byName, name, address);
    if (token.type === 'NATIVE_TOKEN') continue;
    if ((nativeSymbol && symbol === nativeSymbol) || (nativeName && name === nativeName)) {
      lookAlikes.add(address);
    }
  }
  for (const index of [bySymbol, byName]) {
    for (const addresses of index.values()) {
      if (addresses.size > 1) for (const address of addresses) lookAlikes.add(address);
    }
  }
  // The native coin has no contract address to show; the contract imitating it is flagged instead.
  for (const token of tokens) {
    if (token.type === 'NATIVE_TOKEN') lookAlikes.delete(token.address.toLowerCase());
  }
  return lookAlikes;
}
