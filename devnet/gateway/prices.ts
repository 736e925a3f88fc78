// A fixed price table: the devnet has no price feed, and fixed numbers make fiat values testable.

/** Fiat codes the devnet supports (sorted, as the gateway returns them). */
export const SUPPORTED_FIAT_CODES = ['AED', 'AUD', 'CHF', 'EUR', 'GBP', 'JPY', 'USD'] as const;

/** Value of one unit of fiat in USD, as an exact ratio (numerator / denominator). */
const USD_PER_FIAT: Record<(typeof SUPPORTED_FIAT_CODES)[number], readonly [bigint, bigint]> = {
  USD: [1n, 1n],
  EUR: [108n, 100n],
  GBP: [127n, 100n],
  CHF: [113n, 100n],
  JPY: [67n, 10000n],
  AUD: [66n, 100n],
  AED: [2723n, 10000n],
};

/** USD price of one whole token, by symbol; ETH for the native coin. Unknown tokens are worth 0. */
export const USD_PRICE_BY_SYMBOL: Readonly<Record<string, string>> = {
  ETH: '3000',
  TST: '2',
  USDC: '1',
};

/** True when `code` (any case) is a supported fiat code. */
export function isSupportedFiat(code: string): boolean {
  return (SUPPORTED_FIAT_CODES as readonly string[]).includes(code.toUpperCase());
}

const SCALE = 10n ** 18n;

function toScaled(decimal: string): bigint {
  const [whole = '0', frac = ''] = decimal.split('.');
  return BigInt(whole) * SCALE + BigInt((frac + '0'.repeat(18)).slice(0, 18));
}

function fromScaled(value: bigint, places = 2): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const unit = 10n ** BigInt(18 - places);
  const rounded = (abs + unit / 2n) / unit;
  const whole = rounded / 10n ** BigInt(places);
  const frac = (rounded % 10n ** BigInt(places)).toString().padStart(places, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** Fiat price of one whole token (decimal string), or '0' when the token is not priced. */
export function fiatConversion(symbol: string, fiat: string): string {
  const usd = USD_PRICE_BY_SYMBOL[symbol];
  const rate = USD_PER_FIAT[fiat.toUpperCase() as keyof typeof USD_PER_FIAT];
  if (!usd || !rate) return '0';
  return fromScaled((toScaled(usd) * rate[1]) / rate[0], 6).replace(/\.?0+$/, '') || '0';
}

/** Fiat value of a raw token balance, rounded to cents. */
export function fiatBalance(balance: bigint, decimals: number, conversion: string): string {
  if (conversion === '0') return '0';
  const value = (balance * toScaled(conversion)) / 10n ** BigInt(decimals);
  return fromScaled(value, 2);
}

/** Sum of fiat strings, rounded to cents. */
export function fiatSum(values: readonly string[]): string {
  return fromScaled(
    values.reduce((acc, v) => acc + toScaled(v), 0n),
    2,
  );
}
