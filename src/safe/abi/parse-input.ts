// Typed inputs from text: what a person types into one field of a contract call, checked against the
// parameter's Solidity type and turned into the value the ABI coder takes. Arrays and tuples are
// JSON; numbers are exact (bigint) and range-checked; addresses must carry a valid checksum when
// they are mixed-case.
import { getAddress, isHexString, type ParamType } from 'ethers';

/** The outcome of parsing one input: the ABI value, or a message for the field. */
export type ParseInputResult = { ok: true; value: unknown } | { ok: false; error: string };

const fail = (error: string): ParseInputResult => ({ ok: false, error });
const ok = (value: unknown): ParseInputResult => ({ ok: true, value });

/** Parses an address; mixed-case input must be correctly checksummed. */
export function parseAddressInput(text: string): ParseInputResult {
  const value = text.trim();
  if (!value) return fail('Enter an address.');
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) {
    return fail('An address is 0x followed by 40 hexadecimal characters.');
  }
  try {
    return ok(getAddress(value));
  } catch {
    return fail('The address checksum is wrong: check it for a typo.');
  }
}

function integerBounds(type: string): { min: bigint; max: bigint; bits: number; signed: boolean } {
  const signed = type.startsWith('int');
  const bits = Number(type.replace(/^u?int/, '') || '256');
  return signed
    ? { min: -(1n << BigInt(bits - 1)), max: (1n << BigInt(bits - 1)) - 1n, bits, signed }
    : { min: 0n, max: (1n << BigInt(bits)) - 1n, bits, signed };
}

/** Parses a whole number (decimal, or 0x hex) within the range of `type` (`uint8` … `int256`). */
export function parseIntegerInput(text: string, type: string): ParseInputResult {
  const value = text.trim().replace(/_/g, '');
  const { min, max, signed } = integerBounds(type);
  if (!value) return fail('Enter a number.');
  let parsed: bigint;
  if (/^-?\d+$/.test(value)) parsed = BigInt(value);
  else if (/^0x[0-9a-fA-F]+$/.test(value)) parsed = BigInt(value);
  else if (/^-?\d*\.\d+$/.test(value) || /e/i.test(value)) {
    return fail(`${type} takes whole numbers only (no decimals or exponents): write every digit.`);
  } else return fail(`${type} takes a whole number, like 42.`);
  if (parsed < min) {
    return fail(signed ? `Too small for ${type} (minimum ${min}).` : `${type} cannot be negative.`);
  }
  if (parsed > max) return fail(`Too large for ${type} (maximum ${max}).`);
  return ok(parsed);
}

/** Parses `true` or `false`. */
export function parseBoolInput(text: string): ParseInputResult {
  const value = text.trim().toLowerCase();
  if (value === 'true') return ok(true);
  if (value === 'false') return ok(false);
  return fail('Enter true or false.');
}

/** Parses hex bytes: any even length for `bytes`, exactly N bytes for `bytesN`. */
export function parseBytesInput(text: string, type: string): ParseInputResult {
  const value = text.trim();
  const size = type === 'bytes' ? null : Number(type.slice(5));
  if (!value) return size === null ? ok('0x') : fail(`Enter ${size} bytes as hex (0x…).`);
  if (!isHexString(value)) return fail('Bytes are written as hex: 0x followed by 0-9 and a-f.');
  if (value.length % 2 !== 0) return fail('Hex bytes need an even number of digits after 0x.');
  const length = (value.length - 2) / 2;
  if (size !== null && length !== size) {
    return fail(`${type} takes exactly ${size} bytes (${size * 2} hex digits); this is ${length}.`);
  }
  return ok(value.toLowerCase());
}

// JSON items are turned back into text so one parser per type serves fields and nested values alike.
function itemText(item: unknown, type: ParamType): string | ParseInputResult {
  if (typeof item === 'string') return item;
  if (typeof item === 'boolean') return String(item);
  if (typeof item === 'number') {
    // JSON numbers beyond 2^53 were already rounded by JSON.parse: the exact value is lost.
    if (!Number.isSafeInteger(item)) return fail('Write large or decimal numbers in quotes ("…").');
    return String(item);
  }
  if (type.isArray() || type.isTuple()) return JSON.stringify(item);
  return fail(`Expected a ${type.type} value, got ${item === null ? 'null' : typeof item}.`);
}

function parseNested(item: unknown, type: ParamType, where: string): ParseInputResult {
  const text = itemText(item, type);
  if (typeof text !== 'string')
    return { ok: false, error: `${where}: ${text.ok ? '' : text.error}` };
  const result = parseParamInput(text, type);
  return result.ok ? result : fail(`${where}: ${result.error}`);
}

function parseJson(text: string, shape: string): { json: unknown } | ParseInputResult {
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return fail(`Write ${shape} as JSON, like ${shape === 'a list' ? '["a", "b"]' : '["a", 1]'}.`);
  }
}

function parseArrayInput(text: string, type: ParamType): ParseInputResult {
  const parsed = parseJson(text.trim() || '[]', 'a list');
  if (!('json' in parsed)) return parsed;
  if (!Array.isArray(parsed.json)) return fail('Write a list as JSON: ["first", "second"].');
  const items = parsed.json as unknown[];
  if (type.arrayLength !== null && type.arrayLength >= 0 && items.length !== type.arrayLength) {
    return fail(`${type.type} takes exactly ${type.arrayLength} items; this has ${items.length}.`);
  }
  const values: unknown[] = [];
  for (const [index, item] of items.entries()) {
    const result = parseNested(item, type.arrayChildren!, `Item ${index + 1}`);
    if (!result.ok) return result;
    values.push(result.value);
  }
  return ok(values);
}

function parseTupleInput(text: string, type: ParamType): ParseInputResult {
  const parsed = parseJson(text.trim(), 'a tuple');
  if (!('json' in parsed)) return parsed;
  const components = type.components!;
  const json = parsed.json;
  let items: unknown[];
  if (Array.isArray(json)) items = json;
  else if (json && typeof json === 'object') {
    // An object is matched by component names, so field order cannot be mixed up.
    const record = json as Record<string, unknown>;
    const missing = components.find((c) => !c.name || !(c.name in record));
    if (missing) return fail(`The tuple needs the field "${missing.name || '(unnamed)'}".`);
    items = components.map((c) => record[c.name]);
  } else return fail('Write a tuple as a JSON list or object: [1, "0x…"] or {"a": 1}.');
  if (items.length !== components.length) {
    return fail(`The tuple has ${components.length} fields; this has ${items.length}.`);
  }
  const values: unknown[] = [];
  for (const [index, component] of components.entries()) {
    const result = parseNested(items[index], component, component.name || `Field ${index + 1}`);
    if (!result.ok) return result;
    values.push(result.value);
  }
  return ok(values);
}

/** Parses the text of one input of Solidity type `type` into the value the ABI coder takes. */
export function parseParamInput(text: string, type: ParamType): ParseInputResult {
  if (type.isArray()) return parseArrayInput(text, type);
  if (type.isTuple()) return parseTupleInput(text, type);
  const base = type.type;
  if (base === 'address') return parseAddressInput(text);
  if (base === 'bool') return parseBoolInput(text);
  if (base === 'string') return ok(text);
  if (/^u?int\d*$/.test(base)) return parseIntegerInput(text, base);
  if (/^bytes\d*$/.test(base)) return parseBytesInput(text, base);
  return fail(`The type ${base} is not supported.`);
}

/** A hint for the field of `type` (what to type), shown under its label. */
export function inputHint(type: ParamType): string {
  if (type.isArray()) return 'JSON list, e.g. ["…", "…"]; large numbers in quotes';
  if (type.isTuple()) return `JSON list or object with ${type.components!.length} fields`;
  if (type.type === 'address') return '0x… (40 hex characters)';
  if (type.type === 'bool') return 'true or false';
  if (type.type === 'string') return 'Text, used exactly as typed';
  if (/^u?int/.test(type.type)) return 'Whole number (decimal or 0x hex)';
  if (type.type === 'bytes') return 'Hex bytes, 0x…';
  if (/^bytes\d+$/.test(type.type)) return `Exactly ${type.type.slice(5)} bytes as hex`;
  return type.type;
}
