// What a device shows for personal_sign: printable ASCII as itself, a 32-byte hash as the eth_sign
// screen, other bytes as "0x" and uppercase hex (the Ledger Ethereum app's rule).
import { describe, expect, it } from 'vitest';
import { personalMessageScreen } from '../../../../src/safe/hardware-screen/personal-message-screen';

describe('personalMessageScreen', () => {
  it('shows printable ASCII text as it is', () => {
    const message = 'email-register-1-0xAbC-owner@example.test-0xDeF-1700000000000';
    expect(personalMessageScreen(message)).toEqual({ kind: 'personal-message', shown: message });
  });

  it('shows a 32-byte hex message as the bytes it signs (the eth_sign screen)', () => {
    const hash = `0x${'Ab'.repeat(32)}`;
    expect(personalMessageScreen(hash)).toEqual({
      kind: 'eth_sign',
      signedHash: hash.toLowerCase(),
    });
  });

  it('shows other hex as uppercase bytes, and text with other characters as its UTF-8 bytes', () => {
    expect(personalMessageScreen('0x0aff')).toEqual({ kind: 'personal-message', shown: '0x0AFF' });
    expect(personalMessageScreen('line\nbreak')).toEqual({
      kind: 'personal-message',
      shown: '0x6C696E650A627265616B',
    });
    expect(personalMessageScreen('é')).toEqual({ kind: 'personal-message', shown: '0xC3A9' });
  });
});
