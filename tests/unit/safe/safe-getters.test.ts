// The Safe getters' fixed selectors and strict decoding, checked against the ABI itself.
import { AbiCoder, Interface, id } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  SAFE_GETTERS,
  decodeSafeGetter,
  encodeSafeGetter,
  type SafeGetterName,
} from '../../../src/safe/chain-state/safe-getters';

const abi = new Interface([
  'function getOwners() view returns (address[])',
  'function getThreshold() view returns (uint256)',
  'function nonce() view returns (uint256)',
  'function VERSION() view returns (string)',
]);
const names = Object.keys(SAFE_GETTERS) as SafeGetterName[];

describe('Safe getters', () => {
  it.each(names)('%s() is encoded as keccak256 of its signature', (name) => {
    expect(encodeSafeGetter(name)).toBe(id(`${name}()`).slice(0, 10));
    expect(encodeSafeGetter(name)).toBe(abi.encodeFunctionData(name, []));
  });

  it('decodes what the contract returns', () => {
    const owners = ['0x' + '11'.repeat(20), '0x' + 'ab'.repeat(20)];
    const coder = AbiCoder.defaultAbiCoder();
    expect(decodeSafeGetter('getOwners', coder.encode(['address[]'], [owners]))).toEqual(
      abi.decodeFunctionResult('getOwners', coder.encode(['address[]'], [owners]))[0],
    );
    expect(decodeSafeGetter('getThreshold', coder.encode(['uint256'], [2n]))).toBe(2n);
    expect(decodeSafeGetter('nonce', coder.encode(['uint256'], [2n ** 200n]))).toBe(2n ** 200n);
    expect(decodeSafeGetter('VERSION', coder.encode(['string'], ['1.4.1']))).toBe('1.4.1');
  });

  it.each([
    ['an empty answer (no contract)', '0x'],
    ['a truncated word', '0x' + '00'.repeat(31)],
    ['a word and a half', '0x' + '00'.repeat(48)],
    ['not hex', '0x' + 'zz'.repeat(32)],
    [
      'an array whose length runs past the answer',
      '0x' + (32).toString(16).padStart(64, '0') + '9'.padStart(64, '0'),
    ],
  ])('rejects %s', (_what, answer) => {
    expect(() => decodeSafeGetter('getOwners', answer)).toThrow();
  });
});
