// Each balance with its trust (trusted, untrusted, spam) and its look-alike flag: one rule for every
// place tokens are listed (the Tokens list, the Send picker). A token that shares a name or symbol
// with another is a look-alike only when it is not trusted: the genuine token is never badged as
// the imitation of its own imitator, though both show their address so they can be told apart.
import type { Balance } from '../../../gateway';
import type { BalancesByTrust } from '../../../query/options';
import { isZeroDecimal } from '../format';
import { findLookAlikes, type NativeCurrencyName } from './lookAlikes';

export type { NativeCurrencyName };

/** How far the gateway vouches for a token. */
export type TokenTrust = 'trusted' | 'untrusted' | 'spam';

/** One balance with what a token list needs to know about it. */
export interface TokenRow {
  item: Balance;
  trust: TokenTrust;
  /** Not trusted and shares a name or symbol with another token (or the native coin). */
  lookAlike: boolean;
  /** Shares a name or symbol with another token: its address tells them apart (trusted or not). */
  sharesName: boolean;
  /** Its fiat value is exactly zero. */
  dust: boolean;
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
  const sharing = findLookAlikes(
    data.all.items.map((item) => item.tokenInfo),
    nativeCurrency,
  );
  return data.all.items.map((item) => {
    const trust = trustOf(item, notSpam, trusted);
    const sharesName = sharing.has(item.tokenInfo.address.toLowerCase());
    return {
      item,
      trust,
      lookAlike: sharesName && trust !== 'trusted',
      sharesName,
      dust: isZeroDecimal(item.fiatBalance),
    };
  });
}

/** Shown without asking: trusted and not a look-alike (untrusted, spam and imitations are hidden). */
export function isShownByDefault(row: TokenRow): boolean {
  return row.trust === 'trusted' && !row.lookAlike;
}

/** The warnings of a token, in words ("Untrusted", "Look-alike name"), for marks and labels. */
export function tokenMarks(row: TokenRow): string[] {
  const marks: string[] = [];
  if (row.trust === 'spam') marks.push('Spam');
  if (row.trust === 'untrusted') marks.push('Untrusted');
  if (row.lookAlike) marks.push('Look-alike name');
  return marks;
}
