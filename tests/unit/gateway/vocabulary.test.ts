// Vocabulary and constants are checked against the spec's own lines (a verbatim copy in
// tests/fixtures/), so drift fails here.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHAIN_FEATURES,
  CONFLICT_TYPES,
  DAY,
  DEFAULT_CURRENCY,
  DETAILED_EXECUTION_INFO_TYPES,
  DEVICE_TYPES,
  EIP1271_LEGACY_MAGIC_VALUE,
  EIP1271_MAGIC_VALUE,
  GATEWAY_EXTRA_TRANSACTION_INFO_TYPES,
  GAS_PRICE_TYPES,
  HOUR,
  IMPLEMENTATION_VERSION_STATES,
  MESSAGE_LIST_ITEM_TYPES,
  MESSAGE_STATUSES,
  MINUTE,
  OPERATIONS,
  QUEUE_LABELS,
  REQUEST_ID_BYTES,
  RPC_AUTHENTICATIONS,
  SAFE_APP_ACCESS_POLICIES,
  SAFE_APP_FEATURES,
  SAFE_APP_SOCIAL_PLATFORMS,
  SETTINGS_CHANGE_TYPES,
  TOKEN_TYPES,
  TRANSACTION_INFO_TYPES,
  TRANSACTION_LIST_ITEM_TYPES,
  TRANSACTION_STATUSES,
  TRANSACTION_TOKEN_TYPES,
  TRANSFER_DIRECTIONS,
  YEAR,
  isOneOf,
  normalizeGasPriceType,
} from '../../../src/gateway';

// The spec's bullet lines, word for word, kept in the repository so that a fresh clone can run
// this test; the code under test never reads this file, so drift on either side fails here.
const SPEC = readFileSync(new URL('../../fixtures/spec-vocabulary.txt', import.meta.url), 'utf8');

// The text after `- <label>:` on the spec's bullet line, up to the sentence's full stop.
function specLine(label: string): string {
  const line = SPEC.split('\n').find((text) => text.startsWith(`- ${label}:`));
  if (line === undefined) throw new Error(`The spec has no line "- ${label}:"`);
  const rest = line.slice(label.length + 3).trim();
  const stop = rest.search(/\.(\s|$)/);
  return stop === -1 ? rest : rest.slice(0, stop);
}

// The words listed on a spec line: "A, B, C", "A or B", ignoring parenthesised remarks.
function specList(label: string): string[] {
  return specLine(label)
    .replace(/\([^)]*\)/g, '')
    .split(/,\s*|\s+or\s+/)
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

describe('vocabulary matches spec §3 and §4', () => {
  it.each([
    ['Transaction list item types', TRANSACTION_LIST_ITEM_TYPES],
    ['Transaction info types', TRANSACTION_INFO_TYPES],
    ['Settings change types', SETTINGS_CHANGE_TYPES],
    ['Token types', TOKEN_TYPES],
    ['Transfer direction', TRANSFER_DIRECTIONS],
    ['Conflict type', CONFLICT_TYPES],
    ['Detailed execution info type', DETAILED_EXECUTION_INFO_TYPES],
    ['Queue labels', QUEUE_LABELS],
    ['Device type', DEVICE_TYPES],
    ['Chain features', CHAIN_FEATURES],
    ['Chain RPC authentication', RPC_AUTHENTICATIONS],
    ['Gas price type', GAS_PRICE_TYPES],
    ['Implementation version state', IMPLEMENTATION_VERSION_STATES],
    ['Safe app access policy', SAFE_APP_ACCESS_POLICIES],
    ['Safe app feature', SAFE_APP_FEATURES],
    ['Safe app social platforms', SAFE_APP_SOCIAL_PLATFORMS],
    ['Message list item types', MESSAGE_LIST_ITEM_TYPES],
    ['Transaction statuses', TRANSACTION_STATUSES],
    ['Message statuses', MESSAGE_STATUSES],
  ] as const)('%s', (label, list) => {
    const words = specList(label);
    expect(words.length).toBeGreaterThan(0);
    expect([...list]).toEqual(words);
  });

  it('transaction token types swap the native token word for the one the spec names', () => {
    const remark = /\(([^)]*)\)/.exec(specLine('Token types'))?.[1] ?? '';
    const nativeCoin = /use (\w+)/.exec(remark)?.[1];
    expect(nativeCoin).toBe('NATIVE_COIN');
    expect([...TRANSACTION_TOKEN_TYPES]).toEqual(
      specList('Token types').map((word) => (word === 'NATIVE_TOKEN' ? nativeCoin : word)),
    );
  });

  it("keeps the gateway's extra txInfo kinds out of the spec's list", () => {
    const spec = specList('Transaction info types');
    expect(GATEWAY_EXTRA_TRANSACTION_INFO_TYPES.filter((type) => spec.includes(type))).toEqual([]);
    expect(new Set(GATEWAY_EXTRA_TRANSACTION_INFO_TYPES).size).toBe(
      GATEWAY_EXTRA_TRANSACTION_INFO_TYPES.length,
    );
  });

  it('operations carry the numbers the spec gives them', () => {
    const pairs = [...specLine('Operation').matchAll(/(\w+) \((\d+)\)/g)].map(
      ([, name, number]) => [name, Number(number)],
    );
    expect(pairs).toHaveLength(2);
    expect(OPERATIONS).toEqual(Object.fromEntries(pairs));
  });
});

describe('constants match spec §9', () => {
  it('magic values', () => {
    expect([EIP1271_MAGIC_VALUE, EIP1271_LEGACY_MAGIC_VALUE]).toEqual(
      specLine('Contract-signature magic values').split(/\s+and\s+/),
    );
  });

  it('request id length and default currency', () => {
    expect(specLine('Request ids')).toBe(`${REQUEST_ID_BYTES} random bytes in hex`);
    expect(specLine('Default balance currency')).toBe(DEFAULT_CURRENCY);
  });

  it('time constants in seconds', () => {
    const times = specLine('Time constants in seconds');
    expect(times).toBe(`minute ${MINUTE}, hour ${HOUR}, day ${DAY}, year ${YEAR / DAY} days`);
    expect([MINUTE, HOUR, DAY, YEAR]).toEqual([60, 3600, 86400, 31_536_000]);
  });
});

describe('vocabulary helpers', () => {
  it('isOneOf accepts only the listed words', () => {
    expect(isOneOf(TRANSACTION_STATUSES, 'SUCCESS')).toBe(true);
    expect(isOneOf(TRANSACTION_STATUSES, 'success')).toBe(false);
    expect(isOneOf(TRANSACTION_STATUSES, 1)).toBe(false);
  });

  it('normalizeGasPriceType reads both casings and maps the rest to UNKNOWN', () => {
    expect(normalizeGasPriceType('fixed1559')).toBe('FIXED1559');
    expect(normalizeGasPriceType('ORACLE')).toBe('ORACLE');
    expect(normalizeGasPriceType('auction')).toBe('UNKNOWN');
  });
});
