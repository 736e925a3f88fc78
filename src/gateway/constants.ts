// Business constants of spec §9, plus the gateway's default address.

/** Production Safe Client Gateway; the app overrides it at build time (VITE_GATEWAY_URL). */
export const DEFAULT_GATEWAY_URL = 'https://safe-client.safe.global';

/** EIP-1271 `isValidSignature(bytes32,bytes)` success value. */
export const EIP1271_MAGIC_VALUE = '0x1626ba7e';

/** Pre-1.3.0 Safe `isValidSignature(bytes,bytes)` success value. */
export const EIP1271_LEGACY_MAGIC_VALUE = '0x20c13b0b';

/**
 * Length of an embedded-app request id in random bytes. Spec §9 says 10 bytes; the Safe Apps
 * SDK's `generateId(10)` actually yields 10 hex characters (5 bytes), but the spec is
 * authoritative here.
 */
export const REQUEST_ID_BYTES = 10;

/** Fiat currency of balances when the user chose none (spec §9). */
export const DEFAULT_CURRENCY = 'usd';

/** One minute in seconds. */
export const MINUTE = 60;
/** One hour in seconds. */
export const HOUR = 60 * MINUTE;
/** One day in seconds. */
export const DAY = 24 * HOUR;
/** One (non-leap) year in seconds, as the spec defines it: 365 days. */
export const YEAR = 365 * DAY;
