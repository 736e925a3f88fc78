// Fiat values from the gateway are decimal strings; Intl formats strings exactly (no float on the
// way), rounding only at the currency's own minor unit.

const DECIMAL = /^-?\d+(\.\d+)?$/;

// Formatters are costly to create and balances lists format many values.
const currencyFormats = new Map<string, Intl.NumberFormat | null>();

/** The currency formatter for `locale` and `code`, or null when Intl does not know the code. */
function currencyFormat(locale: string, code: string): Intl.NumberFormat | null {
  const key = `${locale}|${code}`;
  if (!currencyFormats.has(key)) {
    let format: Intl.NumberFormat | null;
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    } catch {
      format = null;
    }
    currencyFormats.set(key, format);
  }
  return currencyFormats.get(key) ?? null;
}

/**
 * Formats a fiat decimal string in `currency` (ISO 4217 code, any case), e.g. `$1,234.56`. A non-zero
 * value below the smallest unit is shown as `< $0.01` rather than `$0.00`. Unknown currency codes
 * fall back to `1,234.56 XYZ`; a value that is not a decimal string is returned as text unchanged.
 */
export function formatFiat(value: string, currency = 'usd', locale = 'en-US'): string {
  const trimmed = value.trim();
  if (!DECIMAL.test(trimmed)) return value;
  const code = currency.toUpperCase();
  const format = currencyFormat(locale, code);
  if (!format) {
    const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return `${plain.format(trimmed as `${number}`)} ${code}`;
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const negative = trimmed.startsWith('-');
  const magnitude = negative ? trimmed.slice(1) : trimmed;
  const [int = '0', frac = ''] = magnitude.split('.');
  const isZero = /^0*$/.test(int) && /^0*$/.test(frac);
  const belowUnit = /^0*$/.test(int) && /^0*$/.test(frac.slice(0, digits)) && !isZero;
  if (belowUnit) {
    const unit = digits === 0 ? '1' : `0.${'0'.repeat(digits - 1)}1`;
    return `${negative ? '> -' : '< '}${format.format(unit as `${number}`)}`;
  }
  return format.format(trimmed as `${number}`);
}
