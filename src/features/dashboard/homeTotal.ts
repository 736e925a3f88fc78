// Home's total: the exact sum of the fiat values of the tokens shown without asking (trusted, not a
// look-alike) — the same rows the Tokens list shows by default — as a decimal string, never a float.
import type { BalancesByTrust } from '../../query/options';
import { sumDecimals } from '../shared/format/decimal';
import {
  classifyBalances,
  isShownByDefault,
  type NativeCurrencyName,
} from '../shared/tokens/tokenTrust';

/** The total value and how many tokens it counts and leaves out. */
export interface HomeTotal {
  fiatTotal: string;
  counted: number;
  hidden: number;
}

/** Sums the fiat values of the default-shown balances of `data` exactly. */
export function homeTotal(data: BalancesByTrust, nativeCurrency: NativeCurrencyName): HomeTotal {
  const rows = classifyBalances(data, nativeCurrency);
  const shown = rows.filter(isShownByDefault);
  return {
    fiatTotal: sumDecimals(shown.map((row) => row.item.fiatBalance)),
    counted: shown.length,
    hidden: rows.length - shown.length,
  };
}
