// The Tokens list as the user sees it: each balance with its trust (trusted, untrusted, spam), the
// look-alike flag and whether it is dust, then filtered by the user's two choices. Untrusted and
// spam tokens are hidden unless asked for; dust only when asked to.
import type { Balance } from '../../gateway';
import type { BalancesByTrust } from '../../query/options';
import { isZeroDecimal, sumDecimals } from '../shared/format';
import { findLookAlikes, type NativeCurrencyName } from './lookAlikes';

/** How far the gateway vouches for a token. */
export type TokenTrust = 'trusted' | 'untrusted' | 'spam';

/** One balance with what the list needs to know about it. */
export interface TokenRow {
  item: Balance;
  trust: TokenTrust;
  /** Shares a name or symbol with another token (or the native coin): show its address. */
  lookAlike: boolean;
  /** Its fiat value is exactly zero. */
  dust: boolean;
}

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

function trustOf(
  item: Balance,
  notSpam: ReadonlySet<string>,
  trusted: ReadonlySet<string>,
): TokenTrust {
  // The native coin is the chain's own: never on a token list, never spam.
  if (item.tokenInfo.type === 'NATIVE_TOKEN') return 'trusted';
  const address = item.tokenInfo.address.toLowerCase();
  if (!notSpam.has(address)) return 'spam';
  // A gateway that says it per token is believed over the comparison of lists.
  if (item.tokenInfo.trusted !== undefined) return item.tokenInfo.trusted ? 'trusted' : 'untrusted';
  return trusted.has(address) ? 'trusted' : 'untrusted';
}

/** Every balance of `data`, in the gateway's order, with its trust, look-alike and dust flags. */
export function classifyBalances(
  data: BalancesByTrust,
  nativeCurrency: NativeCurrencyName,
): TokenRow[] {
  const notSpam = new Set(data.notSpam);
  const trusted = new Set(data.trusted);
  const lookAlikes = findLookAlikes(
    data.all.items.map((item) => item.tokenInfo),
    nativeCurrency,
  );
  return data.all.items.map((item) => ({
    item,
    trust: trustOf(item, notSpam, trusted),
    lookAlike: lookAlikes.has(item.tokenInfo.address.toLowerCase()),
    dust: isZeroDecimal(item.fiatBalance),
  }));
}

/** The rows the list shows for the user's choices, the counts of what it leaves out, the total. */
export function visibleTokens(rows: readonly TokenRow[], filter: TokenFilter): VisibleTokens {
  const byTrust = rows.filter((row) => filter.showHidden || row.trust === 'trusted');
  // The native coin pays for gas: signers need to see it even where the chain has no price.
  const shown = byTrust.filter(
    (row) => !(filter.hideDust && row.dust && row.item.tokenInfo.type !== 'NATIVE_TOKEN'),
  );
  return {
    rows: shown,
    hiddenCount: rows.filter((row) => row.trust !== 'trusted').length,
    dustHiddenCount: byTrust.length - shown.length,
    fiatTotal: sumDecimals(byTrust.map((row) => row.item.fiatBalance)),
  };
}

/** True when a row must show its contract address: look-alikes, untrusted and spam tokens. */
export function showsAddress(row: TokenRow): boolean {
  return row.item.tokenInfo.type !== 'NATIVE_TOKEN' && (row.lookAlike || row.trust !== 'trusted');
}
