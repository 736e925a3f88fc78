// Gateway timestamps are milliseconds since the epoch. Formatting is pinned to one locale so the
// text is stable; the time zone is the browser's unless a caller passes one (message date labels
// are UTC days).

/** Options shared by the date formatters. */
export interface DateFormatOptions {
  /** IANA zone; undefined = the browser's zone. */
  timeZone?: string;
  /** "Now", for Today/Yesterday and relative times (tests pass a fixed one). */
  now?: number;
}

const LOCALE = 'en-US';

// Creating an Intl formatter costs about 100 times more than using one; lists format thousands.
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** A moment's calendar fields in one zone (month 0–11, hour 0–23). */
interface CalendarParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The fields of `timestamp` read with the Date getters, for the browser's zone and UTC, the zones
 * every screen uses. The first Intl.DateTimeFormat of a page costs ~70 ms of main thread in Chromium
 * (its calendar data loads), and it fell inside the first rows' render of the queue and history;
 * the getters cost nothing. Null for other zones and years Intl writes differently (eras, padding).
 */
function calendarParts(timestamp: number, timeZone: string | undefined): CalendarParts | null {
  if (timeZone !== undefined && timeZone !== 'UTC') return null;
  const date = new Date(timestamp);
  const utc = timeZone === 'UTC';
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  if (year < 1000 || year > 9999) return null;
  return {
    year,
    month: utc ? date.getUTCMonth() : date.getMonth(),
    day: utc ? date.getUTCDate() : date.getDate(),
    hour: utc ? date.getUTCHours() : date.getHours(),
    minute: utc ? date.getUTCMinutes() : date.getMinutes(),
    second: utc ? date.getUTCSeconds() : date.getSeconds(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `Nov 21, 2026`, as en-US Intl writes it. */
const writeDate = (parts: CalendarParts) => `${MONTHS[parts.month]} ${parts.day}, ${parts.year}`;

/** `2:05 PM` or, with seconds, `2:05:09 PM`, as en-US Intl writes it. */
const writeTime = (parts: CalendarParts, withSeconds: boolean) =>
  `${parts.hour % 12 === 0 ? 12 : parts.hour % 12}:${twoDigits(parts.minute)}${
    withSeconds ? `:${twoDigits(parts.second)}` : ''
  } ${parts.hour < 12 ? 'AM' : 'PM'}`;

/** The day of `timestamp` in `timeZone` (the browser's when undefined) as `YYYY-MM-DD`. */
export function formatDayKey(timestamp: number, timeZone?: string): string {
  const parts = calendarParts(timestamp, timeZone);
  if (parts) return `${parts.year}-${twoDigits(parts.month + 1)}-${twoDigits(parts.day)}`;
  return dateFormat(
    'en-CA',
    { year: 'numeric', month: '2-digit', day: '2-digit' },
    timeZone,
  ).format(timestamp);
}

/** True when the timestamp is a finite number the Date API accepts. */
function isValidTimestamp(timestamp: number): boolean {
  return Number.isFinite(timestamp) && Math.abs(timestamp) <= 8.64e15;
}

/**
 * A day heading: `Today`, `Yesterday`, or e.g. `Nov 21, 2026`.
 */
export function formatDateLabel(
  timestamp: number,
  { timeZone, now = Date.now() }: DateFormatOptions = {},
): string {
  if (!isValidTimestamp(timestamp)) return 'Unknown date';
  const day = formatDayKey(timestamp, timeZone);
  if (day === formatDayKey(now, timeZone)) return 'Today';
  if (day === formatDayKey(now - 86_400_000, timeZone)) return 'Yesterday';
  const parts = calendarParts(timestamp, timeZone);
  if (parts) return writeDate(parts);
  return dateFormat(LOCALE, { year: 'numeric', month: 'short', day: 'numeric' }, timeZone).format(
    timestamp,
  );
}

/** Time of day, e.g. `2:05 PM`. */
export function formatTime(timestamp: number, { timeZone }: DateFormatOptions = {}): string {
  if (!isValidTimestamp(timestamp)) return '—';
  const parts = calendarParts(timestamp, timeZone);
  if (parts) return writeTime(parts, false);
  return dateFormat(LOCALE, { hour: 'numeric', minute: '2-digit' }, timeZone).format(timestamp);
}

/** Date and time, e.g. `Nov 21, 2026, 2:05:09 PM`. */
export function formatDateTime(timestamp: number, { timeZone }: DateFormatOptions = {}): string {
  if (!isValidTimestamp(timestamp)) return '—';
  const parts = calendarParts(timestamp, timeZone);
  if (parts) return `${writeDate(parts)}, ${writeTime(parts, true)}`;
  return dateFormat(
    LOCALE,
    {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    },
    timeZone,
  ).format(timestamp);
}

/** Date and time to the minute, e.g. `Nov 21, 2026, 2:05 PM`. */
export function formatShortDateTime(
  timestamp: number,
  { timeZone }: DateFormatOptions = {},
): string {
  if (!isValidTimestamp(timestamp)) return '—';
  const parts = calendarParts(timestamp, timeZone);
  if (parts) return `${writeDate(parts)}, ${writeTime(parts, false)}`;
  return dateFormat(
    LOCALE,
    { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
    timeZone,
  ).format(timestamp);
}

/** ISO 8601 in UTC (`2026-11-21T14:05:09.000Z`), for machine-readable output. */
export function formatIsoDate(timestamp: number): string {
  if (!isValidTimestamp(timestamp)) return '';
  return new Date(timestamp).toISOString();
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

/** Relative time, e.g. `5 minutes ago`, `in 2 hours`, `now`. */
export function formatRelativeTime(
  timestamp: number,
  { now = Date.now() }: DateFormatOptions = {},
): string {
  if (!isValidTimestamp(timestamp)) return '—';
  const diff = timestamp - now;
  const format = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size) return format.format(Math.trunc(diff / size), unit);
  }
  return 'now';
}

const DURATION_UNITS: [string, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

/**
 * A length of time in words in its largest unit: `1 hour`, `about 3 days` (`about` when rounded).
 * Gateway estimates (staking waits) arrive as plain milliseconds.
 */
export function formatDuration(milliseconds: number): string {
  if (!Number.isFinite(milliseconds) || milliseconds < 0) return '—';
  for (const [unit, size] of DURATION_UNITS) {
    if (milliseconds >= size) {
      const count = Math.round(milliseconds / size);
      const words = `${count} ${unit}${count === 1 ? '' : 's'}`;
      return milliseconds % size === 0 ? words : `about ${words}`;
    }
  }
  return milliseconds === 0 ? 'none' : 'less than a second';
}
