import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../devnet/gateway/http/errors';
import { nextPageUrl, parseCursor, previousPageUrl } from '../../../devnet/gateway/http/paging';
import {
  parseAddress,
  parseHex,
  parseHexBytes,
  parseNumericString,
  parseSignature,
  parseTimezone,
  parseUuid,
  queryBool,
  queryInt,
} from '../../../devnet/gateway/http/validation';
import { dayKey } from '../../../devnet/gateway/mappers/date-labels';
import { safeAppInfoOf } from '../../../devnet/gateway/mappers/safe-app-info';
import { safeAppsFor } from '../../../devnet/gateway/safe-apps';
import { decodeMultiSendTransactions } from '../../../devnet/gateway/mappers/data-decoder';
import { fiatBalance, fiatConversion, fiatSum } from '../../../devnet/gateway/prices';

function errorOf(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('did not throw');
}

describe('devnet validation primitives (CGW zod schemas)', () => {
  it('answers 422 with the CGW message and path', () => {
    const cases: [() => unknown, string][] = [
      [() => parseAddress('0x123', ['to']), 'Invalid address'],
      [() => parseHex('12', ['data']), 'Invalid "0x" notated hex string'],
      [() => parseHexBytes('0x123', ['data']), 'Invalid hex bytes'],
      [() => parseSignature('0x' + '11'.repeat(64), ['signature']), 'Invalid signature'],
      [() => parseNumericString('0x10', ['value']), 'Invalid base-10 numeric string'],
      [() => parseNumericString('', ['value']), 'Invalid base-10 numeric string'],
      [() => parseUuid('not-a-uuid', ['uuid']), 'Invalid UUID'],
      [() => parseTimezone('Mars/Olympus', ['timezone']), 'Invalid Timezone'],
    ];
    for (const [fn, message] of cases) {
      const error = errorOf(fn);
      expect(error.status).toBe(422);
      expect(error.body).toMatchObject({ statusCode: 422, code: 'custom', message });
    }
    expect(errorOf(() => parseAddress('0x1', ['to'])).body).toMatchObject({ path: ['to'] });
  });

  it('reports a missing field as zod invalid_type "Required"', () => {
    expect(errorOf(() => parseAddress(undefined, ['to'])).body).toEqual({
      statusCode: 422,
      code: 'invalid_type',
      expected: 'string',
      received: 'undefined',
      path: ['to'],
      message: 'Required',
    });
  });

  it('checksums addresses and accepts any case like viem', () => {
    expect(parseAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8', ['a'])).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    );
    expect(parseSignature('0x' + 'ab'.repeat(130), ['s'])).toHaveLength(262);
  });

  it('parses query booleans and integers like the NestJS pipes', () => {
    const q = new URLSearchParams('trusted=yes&n=1.5&ok=false');
    expect(errorOf(() => queryBool(q, 'trusted', true)).body).toEqual({
      statusCode: 400,
      message: 'Validation failed (boolean string is expected)',
      error: 'Bad Request',
    });
    expect(queryBool(q, 'ok', true)).toBe(false);
    expect(queryBool(q, 'missing', true)).toBe(true);
    expect(errorOf(() => queryInt(q, 'n', 0)).body).toMatchObject({
      statusCode: 400,
      message: 'Validation failed (numeric string is expected)',
    });
  });
});

describe('devnet paging', () => {
  const url = new URL('http://127.0.0.1:1/v1/x?trusted=true');
  it('decodes the cursor with defaults 20/0 and builds count-driven absolute URLs', () => {
    expect(parseCursor(new URLSearchParams())).toEqual({ limit: 20, offset: 0 });
    expect(parseCursor(new URLSearchParams('cursor=limit%3D5%26offset%3D10'))).toEqual({
      limit: 5,
      offset: 10,
    });
    expect(parseCursor(new URLSearchParams('cursor=limit%3Dx%26offset%3Dy'))).toEqual({
      limit: 20,
      offset: 0,
    });
    expect(nextPageUrl(url, { limit: 5, offset: 10 }, 30)).toBe(
      'http://127.0.0.1:1/v1/x?trusted=true&cursor=limit%3D5%26offset%3D15',
    );
    expect(nextPageUrl(url, { limit: 5, offset: 25 }, 30)).toBeNull();
    expect(nextPageUrl(url, { limit: 5, offset: 0 }, 0)).toBeNull();
    expect(previousPageUrl(url, { limit: 5, offset: 0 })).toBeNull();
    expect(previousPageUrl(url, { limit: 5, offset: 3 })).toBe(
      'http://127.0.0.1:1/v1/x?trusted=true&cursor=limit%3D5%26offset%3D0',
    );
  });
});

describe('devnet fixed prices', () => {
  it('computes exact fiat values from the fixed table', () => {
    expect(fiatConversion('ETH', 'usd')).toBe('3000');
    expect(fiatConversion('ETH', 'EUR')).toBe('2777.777778');
    expect(fiatConversion('UNKNOWN', 'usd')).toBe('0');
    expect(fiatBalance(10n ** 18n / 2n, 18, '3000')).toBe('1500.00');
    expect(fiatSum(['1500.00', '0.01', '2'])).toBe('1502.01');
  });
});

describe('devnet history day grouping', () => {
  it('groups by the calendar day of the given timezone or offset', () => {
    const lateUtc = Date.UTC(2026, 0, 1, 23, 30);
    expect(dayKey(lateUtc, { offsetMs: 0 })).toBe('2026-01-01');
    expect(dayKey(lateUtc, { offsetMs: 3_600_000 })).toBe('2026-01-02');
    expect(dayKey(lateUtc, { timezone: 'Europe/Berlin' })).toBe('2026-01-02');
    expect(dayKey(lateUtc, { timezone: 'America/New_York' })).toBe('2026-01-01');
  });
});

describe('devnet multiSend decoding', () => {
  it('decodes packed entries and rejects truncated data', () => {
    const to = '70997970c51812dc3a010c7d01b50e0d17dc79c8';
    const packed = `0x00${to}${'0'.repeat(63)}1${'0'.repeat(64)}01${to}${'0'.repeat(64)}${'0'.repeat(62)}02abcd`;
    const entries = decodeMultiSendTransactions(packed);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ operation: 0, value: '1', data: null });
    expect(entries[1]).toMatchObject({ operation: 1, data: '0xabcd' });
    expect(() => decodeMultiSendTransactions(packed.slice(0, -2))).toThrow();
  });
});

describe('safeAppInfo from a transaction origin', () => {
  const apps = safeAppsFor({ gatewayUrl: 'http://127.0.0.1:8547' }, 31337n);
  const builder = apps[0]!;

  it('names the listed app whose url the origin carries', () => {
    const origin = JSON.stringify({ url: builder.url, name: 'anything' });
    expect(safeAppInfoOf(origin, apps)).toEqual({
      name: 'Devnet Transaction Builder',
      url: builder.url,
      logoUri: builder.iconUrl,
    });
  });

  it('is null for unlisted apps, non-JSON origins and no origin', () => {
    expect(safeAppInfoOf(JSON.stringify({ url: 'https://elsewhere.example' }), apps)).toBeNull();
    expect(safeAppInfoOf('not json', apps)).toBeNull();
    expect(safeAppInfoOf(null, apps)).toBeNull();
  });
});
