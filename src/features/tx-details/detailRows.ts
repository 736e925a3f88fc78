// Label/value rows of a details section, built without React from gateway fields that may be
// missing or malformed: a row whose value cannot be read is left out rather than shown wrong.
import type { TransactionTokenInfo } from '../../gateway';
import { safeHttpUrl } from '../shared/explorerLink';
import { formatDateTime, formatTokenAmountParts } from '../shared/format';
import {
  addressOf,
  rawAmountOf,
  recordOf,
  textOf,
  tokenUnit,
} from '../shared/transactions/txInfoFields';

/** What one row shows: text, an address (checksummed, with copy and explorer), a link or a block. */
export type DetailValue =
  | { type: 'text'; text: string; mono?: boolean }
  | { type: 'address'; address: string; name?: string | null }
  | { type: 'link'; href: string; text: string }
  | { type: 'block'; text: string };

/** One labelled value. */
export interface DetailRow {
  label: string;
  value: DetailValue;
}

/** A details section: its heading and rows. */
export interface DetailSection {
  heading: string;
  rows: DetailRow[];
}

/** Collects rows, skipping the ones whose value is unreadable. */
export class DetailRows {
  readonly rows: DetailRow[] = [];

  /** A text row; skipped when `text` is null or empty. */
  text(label: string, text: string | null | undefined, mono = false): this {
    if (text) this.rows.push({ label, value: { type: 'text', text, mono } });
    return this;
  }

  /** An address row when `value` is an address; other non-empty text is shown as text. */
  address(label: string, value: unknown, name?: string | null): this {
    const address = addressOf(value);
    if (address) this.rows.push({ label, value: { type: 'address', address, name } });
    else this.text(label, textOf(value), true);
    return this;
  }

  /** A link row, only for an http(s) URL (never javascript:, data: or relative). */
  link(label: string, url: unknown, text: string): this {
    const href = safeHttpUrl(textOf(url));
    if (href) this.rows.push({ label, value: { type: 'link', href, text } });
    return this;
  }

  /** `raw` base units of `token` with every digit; raw units when the token is unknown. */
  amount(label: string, raw: unknown, token: TransactionTokenInfo | null): this {
    return this.text(label, exactAmount(raw, token), true);
  }

  /** A date from seconds since the epoch (CoW times). */
  dateFromSeconds(label: string, seconds: unknown): this {
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) {
      this.text(label, formatDateTime(seconds * 1000));
    }
    return this;
  }

  /** A preformatted block (JSON, lists of keys). */
  block(label: string, text: string | null): this {
    if (text) this.rows.push({ label, value: { type: 'block', text } });
    return this;
  }
}

/** `1,234.5 USDC`, or `1234500000 (raw units)` without a token, or null for a malformed amount. */
export function exactAmount(raw: unknown, token: TransactionTokenInfo | null): string | null {
  const amount = rawAmountOf(raw);
  if (amount === null) return null;
  if (!token) return `${amount} (raw units)`;
  return `${formatTokenAmountParts(amount, token.decimals).exact} ${tokenUnit(token)}`;
}

// Built on first use: an Intl formatter made at module load delays the details screen's first paint.
let percent: Intl.NumberFormat | undefined;

/**
 * A rate the gateway sends as a JSON number in percent (`3.354` → `3.35 %`); rates are estimates,
 * not money, so a float is fine here. `fraction` rates (fees: `0.15`) are scaled to percent first.
 */
export function percentText(value: unknown, fraction = false): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  percent ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return `${percent.format(fraction ? value * 100 : value)} %`;
}

/** `fullAppData` and other gateway objects as indented JSON text (rendered as text, never HTML). */
export function jsonText(value: unknown): string | null {
  if (!recordOf(value) && !Array.isArray(value)) return null;
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return null;
  }
}
