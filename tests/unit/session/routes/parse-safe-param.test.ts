// `?safe=` parsing and address input rules: EIP-3770 prefix required in links, checksum enforced
// for mixed case, lower case accepted and checksummed, bare addresses explained.
import { describe, expect, it } from 'vitest';
import { parseSafeParam } from '../../../../src/session/routes/parseSafeParam';
import { validateAddressInput } from '../../../../src/features/shared/address-book/validateAddress';

const CHECKSUMMED = '0x220866B1A2219f40e72f5c628B65D54268cA3A9D';

describe('parseSafeParam', () => {
  it('accepts shortName:address and checksums a lower-case address', () => {
    expect(parseSafeParam(`eth:${CHECKSUMMED.toLowerCase()}`)).toEqual({
      ok: true,
      shortName: 'eth',
      safeAddress: CHECKSUMMED,
    });
    expect(parseSafeParam(` HH:${CHECKSUMMED} `)).toEqual({
      ok: true,
      shortName: 'hh',
      safeAddress: CHECKSUMMED,
    });
  });

  it('explains a missing value and a bare address', () => {
    const missing = parseSafeParam(null);
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.message).toMatch(/No Safe is selected/);
    const bare = parseSafeParam(CHECKSUMMED);
    expect(!bare.ok && bare.message).toMatch(/no chain prefix.*eth:0x/i);
  });

  it('refuses a wrong checksum, a short address and a bad prefix', () => {
    const typo = CHECKSUMMED.replace('B1A2', 'b1A2');
    expect(parseSafeParam(`eth:${typo}`)).toMatchObject({ ok: false, message: /checksum/ });
    expect(parseSafeParam('eth:0x1234')).toMatchObject({ ok: false, message: /40 hexadecimal/ });
    expect(parseSafeParam(`e th:${CHECKSUMMED}`)).toMatchObject({ ok: false, message: /prefix/ });
    expect(parseSafeParam('hello')).toMatchObject({ ok: false, message: /not a Safe address/ });
  });
});

describe('validateAddressInput', () => {
  it('accepts a matching EIP-3770 prefix and refuses another chain’s', () => {
    expect(validateAddressInput(`hh:${CHECKSUMMED.toLowerCase()}`, 'hh')).toEqual({
      ok: true,
      address: CHECKSUMMED,
    });
    expect(validateAddressInput(`eth:${CHECKSUMMED}`, 'hh')).toMatchObject({
      ok: false,
      message: /another chain/,
    });
  });

  it('refuses empty input and bad checksums', () => {
    expect(validateAddressInput('   ').ok).toBe(false);
    expect(validateAddressInput(CHECKSUMMED.replace('D54', 'd54')).ok).toBe(false);
  });
});
