// Decimal strings from the wire (fiat values) compared and added exactly: bigint on a common scale,
// never a float, so `0.1 + 0.2` is `0.3` and "worth nothing" means exactly zero.

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** True when `value` is a decimal string equal to zero (`0`, `0.00`, `-0`); false otherwise. */
export function isZeroDecimal(value: string): boolean {
  const trimmed = value.trim();
  return DECIMAL.test(trimmed) && /^-?0+(\.0+)?$/.test(trimmed);
}

/** The exact sum of the decimal strings in `values`; strings that are not decimals are skipped. */
export function sumDecimals(values: readonly string[]): string {
  const parsed = values
    .map((value) => value.trim())
    .filter((value) => DECIMAL.test(value))
    .map((value) => {
      const negative = value.startsWith('-');
      const [int = '0', frac = ''] = (negative ? value.slice(1) : value).split('.');
      return { negative, int, frac };
    });
  const scale = Math.max(0, ...parsed.map((p) => p.frac.length));
  let total = 0n;
  for (const { negative, int, frac } of parsed) {
    const units = BigInt(int + frac.padEnd(scale, '0'));
    total += negative ? -units : units;
  }
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}
