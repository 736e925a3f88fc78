import { describe, expect, it } from 'vitest';
import {
  checksumAddress,
  formatDateLabel,
  formatDateTime,
  formatDayKey,
  formatDuration,
  formatShortDateTime,
  formatFiat,
  formatIsoDate,
  formatRelativeTime,
  formatTime,
  shortenAddress,
  shortenHex,
  toChecksumAddress,
} from '../../../../../src/features/shared/format';

describe('formatFiat', () => {
  it('formats decimal strings in the currency with separators', () => {
    expect(formatFiat('1234.5', 'usd')).toBe('$1,234.50');
    expect(formatFiat('1234.5', 'EUR')).toBe('€1,234.50');
    expect(formatFiat('0', 'usd')).toBe('$0.00');
  });

  it('does not pass huge values through a float', () => {
    expect(formatFiat('123456789012345678901234.5', 'usd')).toBe(
      '$123,456,789,012,345,678,901,234.50',
    );
  });

  it('shows a non-zero value below one cent as "< $0.01"', () => {
    expect(formatFiat('0.001', 'usd')).toBe('< $0.01');
    expect(formatFiat('-0.001', 'usd')).toBe('> -$0.01');
  });

  it('writes US dollars exactly as Intl does (rounding, grouping, signs, zeros)', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const values = [
      '0',
      '-0',
      '0.00',
      '00012.5',
      '1',
      '999.995',
      '999.994',
      '-999.995',
      '1000',
      '1234567.891',
      '0.005',
      '0.0149',
      '-12.345',
      '12.',
      '123456789012345678901234.565',
      '5e0',
      '.5',
    ];
    for (let i = 0; i < 300; i += 1)
      values.push(`${(i * 7_919) % 100_003}.${String(i * 31).padStart(3, '0')}`);
    for (const value of values) {
      if (!/^-?\d+(\.\d+)?$/.test(value)) continue;
      const magnitude = value.replace('-', '');
      // Below a cent is written "< $0.01" on purpose (the test above); the rest as Intl.
      if (/^0*(\.00\d*)?$/.test(magnitude) && /[1-9]/.test(magnitude)) continue;
      expect(formatFiat(value, 'usd')).toBe(intl.format(value as `${number}`));
    }
  });

  it('falls back for unknown currencies and returns non-numbers unchanged', () => {
    expect(formatFiat('12.5', 'not-a-code')).toBe('12.5 NOT-A-CODE');
    expect(formatFiat('n/a', 'usd')).toBe('n/a');
  });
});

describe('dates', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);

  it('labels today, yesterday and older days', () => {
    expect(formatDateLabel(now - 3_600_000, { now, timeZone: 'UTC' })).toBe('Today');
    expect(formatDateLabel(now - 86_400_000, { now, timeZone: 'UTC' })).toBe('Yesterday');
    expect(formatDateLabel(Date.UTC(2026, 0, 5, 10), { now, timeZone: 'UTC' })).toBe('Jan 5, 2026');
  });

  it('groups by the day of the given zone', () => {
    const lateUtc = Date.UTC(2026, 0, 5, 23, 30);
    expect(formatDateLabel(lateUtc, { now, timeZone: 'UTC' })).toBe('Jan 5, 2026');
    expect(formatDateLabel(lateUtc, { now, timeZone: 'Asia/Tokyo' })).toBe('Jan 6, 2026');
  });

  it('formats times, date-times and ISO dates from milliseconds', () => {
    const t = Date.UTC(2026, 10, 21, 14, 5, 9);
    expect(formatTime(t, { timeZone: 'UTC' })).toBe('2:05 PM');
    expect(formatDateTime(t, { timeZone: 'UTC' })).toBe('Nov 21, 2026, 2:05:09 PM');
    expect(formatShortDateTime(t, { timeZone: 'UTC' })).toBe('Nov 21, 2026, 2:05 PM');
    expect(formatIsoDate(t)).toBe('2026-11-21T14:05:09.000Z');
  });

  it('formats relative times', () => {
    expect(formatRelativeTime(now - 5 * 60_000, { now })).toBe('5 minutes ago');
    expect(formatRelativeTime(now + 2 * 3_600_000, { now })).toBe('in 2 hours');
    expect(formatRelativeTime(now - 86_400_000, { now })).toBe('yesterday');
    expect(formatRelativeTime(now, { now })).toBe('now');
  });

  it('writes the browser zone and UTC exactly as Intl does (without building Intl formatters)', () => {
    const intl = (options: Intl.DateTimeFormatOptions, timeZone?: string) =>
      new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    const dateOnly: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    };
    const short: Intl.DateTimeFormatOptions = { ...dateOnly, hour: 'numeric', minute: '2-digit' };
    const long: Intl.DateTimeFormatOptions = { ...short, second: '2-digit' };
    const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
    const original = process.env.TZ;
    // Midnight, noon, one minute either side, a DST change and far years, in zones with odd offsets.
    const moments = [
      Date.UTC(2026, 0, 1, 0, 0, 0),
      Date.UTC(2026, 0, 1, 11, 59, 59),
      Date.UTC(2026, 0, 1, 12, 0, 1),
      Date.UTC(2026, 2, 29, 1, 30),
      Date.UTC(2026, 9, 25, 0, 59, 7),
      Date.UTC(1970, 0, 1),
      Date.UTC(9999, 5, 30, 23, 59),
      ...Array.from({ length: 200 }, (_, i) => Date.UTC(2020, 0, 1) + i * 7_919_123_457),
    ];
    try {
      for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham']) {
        process.env.TZ = zone;
        for (const t of moments) {
          for (const timeZone of [undefined, 'UTC']) {
            expect(formatShortDateTime(t, { timeZone })).toBe(intl(short, timeZone).format(t));
            expect(formatDateTime(t, { timeZone })).toBe(intl(long, timeZone).format(t));
            expect(formatTime(t, { timeZone })).toBe(intl(time, timeZone).format(t));
            // "Now" far from every moment: no Today or Yesterday.
            expect(formatDateLabel(t, { timeZone, now: Date.UTC(5000, 0, 1) })).toBe(
              intl(dateOnly, timeZone).format(t),
            );
            expect(formatDayKey(t, timeZone)).toBe(
              new Intl.DateTimeFormat('en-CA', {
                year: 'numeric',
                month: '2-digit',
                day: '2-digit',
                timeZone,
              }).format(t),
            );
          }
        }
      }
    } finally {
      process.env.TZ = original;
    }
    // A year Intl writes its own way goes to Intl (the formatter of the browser's zone is kept
    // for the page's life, so this is only compared in a fixed zone).
    const early = Date.UTC(500, 5, 5, 13, 7);
    expect(formatShortDateTime(early, { timeZone: 'UTC' })).toBe(intl(short, 'UTC').format(early));
  });

  it('does not throw on bad timestamps', () => {
    expect(formatDateLabel(Number.NaN)).toBe('Unknown date');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatIsoDate(1e20)).toBe('');
  });
});

describe('formatDuration', () => {
  it('names the largest unit, exact when whole and "about" when rounded', () => {
    expect(formatDuration(3_600_000)).toBe('1 hour');
    expect(formatDuration(5 * 86_400_000)).toBe('5 days');
    expect(formatDuration(273_600_000)).toBe('about 3 days');
    expect(formatDuration(90_000)).toBe('about 2 minutes');
    expect(formatDuration(500)).toBe('less than a second');
    expect(formatDuration(0)).toBe('none');
    expect(formatDuration(-1)).toBe('—');
    expect(formatDuration(Number.NaN)).toBe('—');
  });
});

describe('addresses', () => {
  const lower = '0x52908400098527886e0f7030069857d2e4169ee7';
  const checksummed = '0x52908400098527886E0F7030069857D2E4169EE7';

  it('checksums addresses and leaves other text alone', () => {
    expect(checksumAddress(lower)).toBe(checksummed);
    expect(checksumAddress('not an address')).toBe('not an address');
  });

  it('answers the same from its memo: each spelling judged on its own, wrong checksums rejected', () => {
    const wrongCase = `0x${checksummed.slice(2, 10).toLowerCase()}${checksummed.slice(10)}`.replace(
      'E0F7',
      'e0F7',
    );
    for (let round = 0; round < 3; round += 1) {
      expect(toChecksumAddress(lower)).toBe(checksummed);
      expect(toChecksumAddress(checksummed)).toBe(checksummed);
      expect(toChecksumAddress(wrongCase)).toBeNull();
      expect(checksumAddress(wrongCase)).toBe(wrongCase);
      expect(toChecksumAddress('0x1234')).toBeNull();
    }
    // More distinct addresses than the memo holds: still right after it is cleared.
    for (let i = 0; i < 2_100; i += 1) {
      const address = `0x${i.toString(16).padStart(40, '0')}`;
      expect(toChecksumAddress(address)?.toLowerCase()).toBe(address);
    }
    expect(toChecksumAddress(lower)).toBe(checksummed);
  });

  it('shortens checksummed addresses and hashes', () => {
    expect(shortenAddress(lower)).toBe('0x5290…9EE7');
    expect(shortenAddress(lower, 6)).toBe('0x529084…169EE7');
    expect(shortenHex(`0x${'ab'.repeat(32)}`)).toBe('0xabab…abab');
    expect(shortenHex('0x1234')).toBe('0x1234');
  });
});
