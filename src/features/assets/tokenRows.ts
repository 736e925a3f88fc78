// The Tokens list as the user sees it: each balance with its trust (trusted, untrusted, spam), the
// look-alike flag and whether it is dust, then filtered by the user's two choices. Untrusted and
// spam tokens are hidden unless asked for; dust only when asked to.
import { isShownByDefault, type TokenRow } from '../shared/tokens/tokenTrust';
import { sumDecimals } from '../shared/format';

export { classifyBalances } from '../shared/tokens/tokenTrust';
export type { TokenRow, TokenTrust } from '../shared/tokens/tokenTrust';

/** The user's choices for the list (saved in settings). */
export interface TokenFilter {
  showHidden: boolean;
  hideDust: boolean;
}

/** What the list shows. */
export interface VisibleTokens {
  rows: TokenRow[];
  /** Untrusted and spam tokens, whether shown now or not ("3 hidden tokens"). */
  hiddenCount: number;
  /** Dust left out by `hideDust` (among the tokens otherwise shown). */
  dustHiddenCount: number;
  /** Exact sum of the fiat values of the tokens shown. */
  fiatTotal: string;
}

/** The rows the list shows for the user's choices, the counts of what it leaves out, the total. */
export function visibleTokens(rows: readonly TokenRow[], filter: TokenFilter): VisibleTokens {
  const byTrust = rows.filter((row) => filter.showHidden || isShownByDefault(row));
  // The native coin pays for gas: signers need to see it even where the chain has no price.
  const shown = byTrust.filter(
    (row) => !(filter.hideDust && row.dust && row.item.tokenInfo.type !== 'NATIVE_TOKEN'),
  );
  return {
    rows: shown,
    hiddenCount: rows.filter((row) => !isShownByDefault(row)).length,
    dustHiddenCount: byTrust.length - shown.length,
    fiatTotal: sumDecimals(byTrust.map((row) => row.item.fiatBalance)),
  };
}

/** True when a row must show its contract address: shared names, untrusted and spam tokens. */
export function showsAddress(row: TokenRow): boolean {
  return row.item.tokenInfo.type !== 'NATIVE_TOKEN' && (row.sharesName || row.trust !== 'trusted');
}
