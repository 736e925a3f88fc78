// The code-hash path's hex decoder against what it replaced (ethers' isHexString, then getBytes):
// the same bytes, or none where either refused.
import { getBytes, isHexString } from 'ethers';
import { describe, expect, it } from 'vitest';
import { bytesOfHex } from '../../../src/safe/chain-state/hex-bytes';

const byEthers = (hex: string) => {
  try {
    return isHexString(hex) ? getBytes(hex) : null;
  } catch {
    return null;
  }
};

describe('bytesOfHex', () => {
  it('decodes every byte value in either case', () => {
    const all = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0')).join('');
    for (const hex of [`0x${all}`, `0x${all.toUpperCase()}`, '0x', '0x00', '0xAbCdEf'])
      expect(bytesOfHex(hex)).toEqual(byEthers(hex));
  });

  it.each([
    '',
    '0',
    '0xabc',
    'abcd',
    '0xgg',
    '0x0g',
    '0X00',
    '0x 0',
    '0x-1',
    '0x:0',
    '0x@0',
    '0x`0',
  ])('refuses %j as the ethers checks did', (hex) => {
    expect(byEthers(hex)).toBeNull();
    expect(bytesOfHex(hex)).toBeNull();
  });

  it('decodes a long code as getBytes does', () => {
    const hex = `0x${Array.from({ length: 24_000 }, (_, i) => ((i * 7919) & 255).toString(16).padStart(2, '0')).join('')}`;
    expect(bytesOfHex(hex)).toEqual(byEthers(hex));
  });
});
