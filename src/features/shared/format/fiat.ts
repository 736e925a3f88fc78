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

/** Something that writes a decimal string in one currency, rounding at `digits` decimals. */
interface CurrencyWriter {
  format(decimal: string): string;
  digits: number;
}

/**
 * US dollars in en-US, written as Intl writes them (`-$1,234.57`, half away from zero) without an
 * Intl formatter: a page's first Intl formatter costs ~50 ms of main thread in Chromium (ICU data
 * loads), and Home's balance fell inside its first render. The default currency is USD.
 */
const US_DOLLARS: CurrencyWriter = {
  digits: 2,
  format(decimal) {
    const negative = decimal.startsWith('-');
    const [int = '0', frac = ''] = (negative ? decimal.slice(1) : decimal).split('.');
    let cents = BigInt(`${int || '0'}${`${frac}00`.slice(0, 2)}`);
    if ((frac[2] ?? '0') >= '5') cents += 1n;
    const dollars = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return `${negative ? '-' : ''}$${dollars}.${(cents % 100n).toString().padStart(2, '0')}`;
  },
};

/** The writer of `code` in `locale`, or null when Intl does not know the code. */
function currencyWriter(locale: string, code: string): CurrencyWriter | null {
  if (code === 'USD' && locale === 'en-US') return US_DOLLARS;
  const format = currencyFormat(locale, code);
  if (!format) return null;
  return {
    format: (decimal) => format.format(decimal as `${number}`),
    digits: format.resolvedOptions().maximumFractionDigits ?? 2,
  };
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
  const format = currencyWriter(locale, code);
  if (!format) {
    const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return `${plain.format(trimmed as `${number}`)} ${code}`;
  }
  const { digits } = format;
  const negative = trimmed.startsWith('-');
  const magnitude = negative ? trimmed.slice(1) : trimmed;
  const [int = '0', frac = ''] = magnitude.split('.');
  const isZero = /^0*$/.test(int) && /^0*$/.test(frac);
  const belowUnit = /^0*$/.test(int) && /^0*$/.test(frac.slice(0, digits)) && !isZero;
  if (belowUnit) {
    const unit = digits === 0 ? '1' : `0.${'0'.repeat(digits - 1)}1`;
    return `${negative ? '> -' : '< '}${format.format(unit)}`;
  }
  return format.format(trimmed);
}
