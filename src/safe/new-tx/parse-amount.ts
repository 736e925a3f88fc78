// Decimal text → base units, exactly: no floats anywhere, so "0.1" of an 18-decimals token is
// 100000000000000000 and never 99999999999999999.
import { SafeCoreError } from '../errors';

/** An amount the user typed that is not a non-negative decimal with at most `decimals` places. */
export class InvalidAmountError extends SafeCoreError {
  override name = 'InvalidAmountError';
}

/** Errors {@link parseAmount} can throw. */
export type ParseAmountErrorType = InvalidAmountError;

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * Parses `text` ("1.5", ".5", "1,000.25" is refused) into base units of a token with `decimals`
 * decimals. Refuses empty text, signs, exponents, separators and more decimals than the token has.
 */
export function parseAmount(text: string, decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new InvalidAmountError('The token’s decimals are not usable', { cause: decimals });
  }
  const trimmed = text.trim();
  if (trimmed === '') throw new InvalidAmountError('Enter an amount');
  const match = DECIMAL.exec(trimmed);
  if (!match) throw new InvalidAmountError('Enter a plain number such as 1.5', { cause: text });
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') {
    throw new InvalidAmountError('Enter a plain number such as 1.5', { cause: text });
  }
  if (fraction.length > decimals) {
    throw new InvalidAmountError(
      decimals === 0
        ? 'This token has no decimals: enter a whole number'
        : `At most ${decimals} decimals for this token`,
      { cause: text },
    );
  }
  return BigInt((whole || '0') + fraction.padEnd(decimals, '0'));
}

/** Base units → the exact decimal text (trailing zeros dropped), the inverse of parseAmount. */
export function formatAmount(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
