// Request ids. The spec (§7, §9) says 10 random bytes in hex: our client sends 20 lowercase hex
// digits. The public SDK sends 5 bytes (10 hex digits, or a base-36 time without `window`), so a
// host accepts any short id and echoes it back unchanged.

/** Random bytes in one request id (spec §9). */
export const REQUEST_ID_BYTES = 10;

/** The longest id a host or client accepts: more than any SDK sends, small enough to echo. */
export const MAX_REQUEST_ID_LENGTH = 64;

/** Fills `bytes` with random values (`crypto.getRandomValues` unless a test supplies one). */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

const defaultRandomBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** A new request id: 10 random bytes as 20 lowercase hex digits. */
export function createRequestId(randomBytes: RandomBytes = defaultRandomBytes): string {
  const bytes = randomBytes(new Uint8Array(REQUEST_ID_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether `value` has the exact format our client sends (20 lowercase hex digits). */
export function isOwnRequestId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{20}$/.test(value);
}

/** Whether `value` can be a request id on the wire: a short string of letters, digits, `_`, `-`. */
export function isWireRequestId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_REQUEST_ID_LENGTH &&
    /^[0-9A-Za-z_-]+$/.test(value)
  );
}
