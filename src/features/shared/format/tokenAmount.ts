// Token amounts from the wire: raw integer strings (wei, token base units) turned into decimal text
// with string and bigint arithmetic only, so no value ever passes through a float.
import { BaseError } from '../../../errors';

/** Options of {@link formatTokenAmount}. */
export interface FormatTokenAmountOptions {
  /**
   * Fraction digits to keep; the rest is cut off (never rounded) and the result marked with `…`.
   * Undefined keeps every digit.
   */
  maxFractionDigits?: number;
}

/** The parts of a formatted amount, for screens that show the exact value beside a short one. */
export interface TokenAmountParts {
  /** What to show, e.g. `1,234.5678…` or `< 0.0001`. */
  text: string;
  /** Every digit, grouped, e.g. `1,234.567891234567891234`. */
  exact: string;
  /** True when `text` leaves digits out. */
  truncated: boolean;
}

/** Thrown for a raw amount that is not an integer string, or for impossible decimals. */
export class FormatAmountError extends BaseError {
  override name = 'FormatAmountError';
}

const RAW_INTEGER = /^-?\d+$/;
// Thousands separators by hand: an Intl.NumberFormat built when this module loads cost a phone
// ~200 ms (ICU data) before the first amount could show, for a fixed en-US rule.
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

function groupInteger(digits: string): string {
  return digits.replace(THOUSANDS, ',');
}

/** Splits a raw integer string into sign, integer digits and fraction digits (trailing zeros trimmed). */
function splitRaw(raw: string, decimals: number): { negative: boolean; int: string; frac: string } {
  const trimmed = raw.trim();
  if (!RAW_INTEGER.test(trimmed)) {
    throw new FormatAmountError(`Not an integer amount: ${JSON.stringify(raw)}`);
  }
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 1000) {
    throw new FormatAmountError(`Invalid decimals: ${decimals}`);
  }
  const negative = trimmed.startsWith('-');
  const digits = BigInt(negative ? trimmed.slice(1) : trimmed).toString();
  const padded = digits.padStart(decimals + 1, '0');
  const int = padded.slice(0, padded.length - decimals);
  const frac = padded.slice(padded.length - decimals).replace(/0+$/, '');
  return { negative: negative && digits !== '0', int, frac };
}

/**
 * Formats a raw integer amount (`raw`, in base units) with `decimals`: exact digits, thousands
 * separators, no rounding. With `maxFractionDigits`, extra digits are cut and shown as `…`; an amount
 * too small to show becomes `< 0.0001`. `decimals: null` (unknown token) shows the raw units.
 */
export function formatTokenAmountParts(
  raw: string,
  decimals: number | null,
  { maxFractionDigits }: FormatTokenAmountOptions = {},
): TokenAmountParts {
  const { negative, int, frac } = splitRaw(raw, decimals ?? 0);
  const sign = negative ? '-' : '';
  const grouped = groupInteger(int);
  const exact = `${sign}${grouped}${frac ? `.${frac}` : ''}`;
  if (maxFractionDigits === undefined || frac.length <= maxFractionDigits) {
    return { text: exact, exact, truncated: false };
  }
  const keep = Math.max(0, Math.floor(maxFractionDigits));
  const shown = frac.slice(0, keep).replace(/0+$/, '');
  if (int === '0' && shown === '') {
    // Every shown digit would be zero: say how small rather than print a misleading 0.
    const smallest = keep === 0 ? '1' : `0.${'0'.repeat(keep - 1)}1`;
    return { text: negative ? `> -${smallest}` : `< ${smallest}`, exact, truncated: true };
  }
  return { text: `${sign}${grouped}${shown ? `.${shown}` : ''}…`, exact, truncated: true };
}

/** Formats a raw integer amount with `decimals`; see {@link formatTokenAmountParts}. */
export function formatTokenAmount(
  raw: string,
  decimals: number | null,
  options: FormatTokenAmountOptions = {},
): string {
  return formatTokenAmountParts(raw, decimals, options).text;
}

/**
 * The exact decimal value of a raw amount without grouping (`1234.5`), for machine-readable output
 * such as CSV.
 */
export function toDecimalString(raw: string, decimals: number | null): string {
  const { negative, int, frac } = splitRaw(raw, decimals ?? 0);
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}
