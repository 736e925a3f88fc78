// Reading the gateway-only `txInfo` kinds without trusting their shape: nothing checks the wire, and
// a list must render whatever arrives. Each reader returns null for a missing or malformed value so
// that the describers can fall back instead of throwing.
import type { AddressInfo, TransactionTokenInfo } from '../../../gateway';
import {
  formatTokenAmountParts,
  shortenAddress,
  toChecksumAddress,
  toDecimalString,
} from '../format';
import type { TxAmount } from './txDescription';

/** `value` as a plain object, or null. */
export function recordOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A non-empty string, or null. */
export function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A raw token amount: an unsigned integer as a decimal string (never a JSON number), or null. */
export function rawAmountOf(value: unknown): string | null {
  return typeof value === 'string' && /^\d+$/.test(value) ? value : null;
}

/** A 20-byte hex address in checksummed form, or null. */
export function addressOf(value: unknown): string | null {
  return typeof value === 'string' ? toChecksumAddress(value) : null;
}

/** An `AddressInfo` whose `value` is an address, or null. */
export function addressInfoOf(value: unknown): AddressInfo | null {
  const record = recordOf(value);
  const address = addressOf(record?.value);
  if (!record || !address) return null;
  return { value: address, name: textOf(record.name), logoUri: textOf(record.logoUri) };
}

/**
 * A count (validators, TWAP parts) as a decimal string: the gateway sends some as JSON numbers and
 * some as strings. Null unless it is a non-negative integer.
 */
export function countOf(value: unknown): string | null {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 0 ? `${value}` : null;
  return typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value).toString() : null;
}

/** A finite JSON number (rates, durations, timestamps), or null. */
export function finiteNumberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The token of a swap, stake or vault when it has an address and usable decimals, else null. */
export function tokenOf(value: unknown): TransactionTokenInfo | null {
  const record = recordOf(value);
  if (!record) return null;
  const address = textOf(record.address);
  const decimals = record.decimals;
  if (!address || typeof decimals !== 'number' || !Number.isInteger(decimals)) return null;
  if (decimals < 0 || decimals > 255) return null;
  return {
    address,
    decimals,
    name: textOf(record.name) ?? '',
    symbol: textOf(record.symbol) ?? '',
    logoUri: textOf(record.logoUri),
    trusted: record.trusted === true,
  };
}

/** The unit shown after an amount: the symbol, else the name, else the short address. */
export function tokenUnit(token: TransactionTokenInfo): string {
  return token.symbol || token.name || shortenAddress(token.address);
}

/** `X is not on the trusted list` for each readable token the gateway does not trust. */
export function untrustedTokenWarnings(...tokens: unknown[]): string[] {
  const warnings: string[] = [];
  for (const token of tokens.map(tokenOf)) {
    if (token && !token.trusted) warnings.push(`${tokenUnit(token)} is not on the trusted list`);
  }
  return warnings;
}

/** `raw` base units of `token` as an exact amount (digits cut only in `text`). */
export function tokenAmountOf(
  raw: string,
  token: TransactionTokenInfo,
  maxFractionDigits?: number,
): TxAmount {
  const parts = formatTokenAmountParts(raw, token.decimals, { maxFractionDigits });
  return { ...parts, decimal: toDecimalString(raw, token.decimals), unit: tokenUnit(token) };
}

/** `1.5 WETH`: the shown text of an amount with its unit. */
export function amountText(amount: TxAmount): string {
  return `${amount.text} ${amount.unit}`;
}

/** The gateway's own sentence for a transaction, when it sent one. */
export function humanDescriptionOf(info: unknown): string | null {
  return textOf(recordOf(info)?.humanDescription);
}
