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

  // Hand decoding against ethers' AbiCoder over many answers, well-formed and not: the same value
  // or, both ways, no value (ethers throws, or returns an error that throws when read).
  describe('decodes as the ABI decoder does', () => {
    const coder = AbiCoder.defaultAbiCoder();
    let seed = 20261204;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const hexBytes = (count: number) =>
      Array.from({ length: count }, () => random(256).toString(16).padStart(2, '0')).join('');
    const word = (value: bigint | number) => BigInt(value).toString(16).padStart(64, '0');
    const byEthers = (name: SafeGetterName, answer: string) => {
      try {
        const value = coder.decode([SAFE_GETTERS[name].returns], answer)[0] as unknown;
        return { ok: true, value: Array.isArray(value) ? [...(value as unknown[])] : value };
      } catch {
        return { ok: false };
      }
    };
    const byHand = (name: SafeGetterName, answer: string) => {
      try {
        return { ok: true, value: decodeSafeGetter(name, answer) as unknown };
      } catch {
        return { ok: false };
      }
    };
    /** Well-formed answers, then each spoilt in one of several ways. */
    function answers(): Array<[SafeGetterName, string]> {
      const out: Array<[SafeGetterName, string]> = [];
      for (let i = 0; i < 60; i += 1) {
        const owners = Array.from({ length: random(6) }, () => `0x${hexBytes(20)}`);
        const text = ['1.4.1', '', '∑ safe 🔐', '\uFEFFbom', 'x'.repeat(random(80))][random(5)]!;
        const number = BigInt(`0x${hexBytes(1 + random(32))}`);
        out.push(['getOwners', coder.encode(['address[]'], [owners])]);
        out.push(['VERSION', coder.encode(['string'], [text])]);
        out.push(['nonce', coder.encode(['uint256'], [number])]);
      }
      const spoilt: Array<[SafeGetterName, string]> = [];
      for (const [name, answer] of out) {
        const words = answer.slice(2).match(/.{64}/g)!;
        const put = (index: number, hex: string) =>
          `0x${words.map((w, j) => (j === index ? hex : w)).join('')}`;
        const at = random(words.length);
        spoilt.push([name, `0x${words.slice(0, Math.max(0, words.length - 1)).join('')}`]);
        spoilt.push([name, put(at, word([0, 1, 31, 33, 64, 96, 2 ** 53, 2 ** 64][random(8)]!))]);
        spoilt.push([name, put(at, hexBytes(32))]);
        spoilt.push([name, put(at, `${hexBytes(12)}${words[at]!.slice(24)}`)]);
        spoilt.push([name, `${answer}${hexBytes(32)}`]);
      }
      // Bytes that are not UTF-8: a lone continuation byte, an overlong form, a surrogate.
      for (const bad of ['80', 'c0af', 'eda080', 'f4908080', 'ff'])
        spoilt.push(['VERSION', `0x${word(32)}${word(bad.length / 2)}${bad.padEnd(64, '0')}`]);
      return [...out, ...spoilt];
    }

    it('agrees on every answer', () => {
      const cases = answers();
      let agreedFailures = 0;
      for (const [name, answer] of cases) {
        const expected = byEthers(name, answer);
        expect(byHand(name, answer), `${name} ${answer}`).toEqual(expected);
        if (!expected.ok) agreedFailures += 1;
      }
      // Both kinds were exercised: the spoilt answers are not all still readable.
      expect(agreedFailures).toBeGreaterThan(100);
      expect(cases.length - agreedFailures).toBeGreaterThan(200);
    });

    it('checksums the owners', () => {
      const owner = '0x52908400098527886e0f7030069857d2e4169ee7';
      expect(decodeSafeGetter('getOwners', coder.encode(['address[]'], [[owner]]))).toEqual([
        '0x52908400098527886E0F7030069857D2E4169EE7',
      ]);
    });
  });
});
