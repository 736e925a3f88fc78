import { getAddress } from 'ethers';
import { badRequest, invalidTypeError, validationError } from './errors';

/** A field path as zod reports it. */
export type FieldPath = (string | number)[];

const HEX = /^0x[0-9a-fA-F]*$/;
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Require a string, answering zod's `invalid_type` issue otherwise. */
export function requireString(value: unknown, path: FieldPath): string {
  if (typeof value !== 'string') throw invalidTypeError(path, 'string', typeName(value));
  return value;
}

/** Like the CGW AddressSchema: any address viem accepts, returned checksummed. */
export function parseAddress(value: unknown, path: FieldPath): string {
  const text = requireString(value, path);
  if (!/^0x[0-9a-fA-F]{40}$/.test(text)) throw validationError('Invalid address', path);
  // viem's getAddress is not strict: a mixed-case string with a wrong checksum is still accepted.
  return getAddress(text.toLowerCase());
}

/** Like HexSchema: `0x` followed by hex digits (`0x` alone is valid). */
export function parseHex(value: unknown, path: FieldPath): string {
  const text = requireString(value, path);
  if (!HEX.test(text)) throw validationError('Invalid "0x" notated hex string', path);
  return text;
}

/** Like HexBytesSchema: hex of even length. */
export function parseHexBytes(value: unknown, path: FieldPath): string {
  const text = parseHex(value, path);
  if (text.length % 2 !== 0) throw validationError('Invalid hex bytes', path);
  return text;
}

/** Like SignatureSchema: one or more concatenated 65-byte signatures. */
export function parseSignature(value: unknown, path: FieldPath): string {
  const text = requireString(value, path);
  if (!HEX.test(text)) throw validationError('Invalid "0x" notated hex string', path);
  if (text.length % 2 !== 0) throw validationError('Invalid hex bytes', path);
  if (text.length === 2 || (text.length - 2) % 130 !== 0)
    throw validationError('Invalid signature', path);
  return text;
}

/** Like NumericStringSchema: a non-empty base-10 number string (never hex). */
export function parseNumericString(value: unknown, path: FieldPath): string {
  const text = requireString(value, path);
  if (text.trim() === '' || /^0x/i.test(text.trim()) || Number.isNaN(Number(text)))
    throw validationError('Invalid base-10 numeric string', path);
  return text;
}

/** A numeric string that must also be a non-negative integer (uint256 fields of a SafeTx). */
export function parseUintString(value: unknown, path: FieldPath): bigint {
  const text = parseNumericString(value, path);
  if (!/^\s*\d+\s*$/.test(text)) throw validationError('Invalid base-10 numeric string', path);
  const n = BigInt(text.trim());
  if (n >= 2n ** 256n) throw validationError('Invalid base-10 numeric string', path);
  return n;
}

/** Like UuidSchema. */
export function parseUuid(value: unknown, path: FieldPath): string {
  const text = requireString(value, path);
  if (!UUID.test(text)) throw validationError('Invalid UUID', path);
  return text.toLowerCase();
}

/** Like TimezoneSchema: an IANA name accepted by Intl. */
export function parseTimezone(value: unknown, path: FieldPath): string {
  const text = requireString(value, path);
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: text });
    return text;
  } catch {
    throw validationError('Invalid Timezone', path);
  }
}

/** Like `z.nativeEnum(Operation)`: 0 (CALL) or 1 (DELEGATE). */
export function parseOperation(value: unknown, path: FieldPath): 0 | 1 {
  if (value === 0 || value === 1) return value;
  if (typeof value !== 'number') throw invalidTypeError(path, 'number', typeName(value));
  const err = validationError(`Invalid enum value. Expected 0 | 1, received '${value}'`, path);
  (err.body as Record<string, unknown>).code = 'invalid_enum_value';
  throw err;
}

/** Require a JSON object body (zod `invalid_type` with an empty path otherwise). */
export function requireObject(value: unknown, path: FieldPath = []): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidTypeError(path, 'object', typeName(value));
  return value as Record<string, unknown>;
}

/** An optional value: undefined/null → null, else parsed. */
export function nullish<T>(value: unknown, parse: (v: unknown) => T): T | null {
  return value === undefined || value === null ? null : parse(value);
}

/** NestJS ParseBoolPipe (with a default when the parameter is absent). */
export function queryBool(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const raw = query.get(name);
  if (raw === null) return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw badRequest('Validation failed (boolean string is expected)');
}

/** NestJS ParseIntPipe (with a default when the parameter is absent). */
export function queryInt(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  if (raw === null) return fallback;
  if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(Number(raw)))
    throw badRequest('Validation failed (numeric string is expected)');
  return Number(raw);
}
