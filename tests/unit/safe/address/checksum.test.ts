// The small Keccak-256 and EIP-55 checksums against ethers' (an independent implementation).
import { getAddress, hexlify, isAddress, keccak256 as ethersKeccak, randomBytes } from 'ethers';
import { describe, expect, it } from 'vitest';
import { checksumAddress, isChecksumValidAddress } from '../../../../src/safe/address/checksum';
import { keccak256 } from '../../../../src/safe/address/keccak';
import { keccak256InSlices } from '../../../../src/safe/address/keccak-in-slices';

describe('keccak256', () => {
  it('hashes the empty input to the known Keccak-256 value', () => {
    expect(hexlify(keccak256(new Uint8Array()))).toBe(
      '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
  });

  it('agrees with ethers on every length around the block boundaries, and on random data', () => {
    const lengths = [1, 31, 32, 33, 55, 56, 64, 135, 136, 137, 271, 272, 273, 1000, 4096];
    for (const length of lengths) {
      for (let round = 0; round < 5; round += 1) {
        const data = randomBytes(length);
        expect(hexlify(keccak256(data)), `length ${length}`).toBe(ethersKeccak(data));
      }
    }
  });
});

describe('keccak256InSlices', () => {
  it('gives the one-shot hash for every slice size, pausing between slices only', async () => {
    const code = randomBytes(24_576);
    for (const blocksPerSlice of [1, 2, 7, 32, 180, 181, 1000, 0]) {
      let pauses = 0;
      const hash = await keccak256InSlices(
        code,
        async () => {
          pauses += 1;
        },
        blocksPerSlice,
      );
      expect(hexlify(hash), `${blocksPerSlice} blocks a slice`).toBe(ethersKeccak(code));
      // 24,576 bytes + padding = 181 blocks of 136.
      expect(pauses, `${blocksPerSlice} blocks a slice`).toBe(
        Math.ceil(181 / Math.max(1, blocksPerSlice)) - 1,
      );
    }
    // By default eight blocks a slice: 23 slices for a singleton's code.
    let pauses = 0;
    await keccak256InSlices(code, async () => {
      pauses += 1;
    });
    expect(pauses).toBe(22);
    for (const length of [0, 1, 135, 136, 137, 4352, 4353]) {
      const data = randomBytes(length);
      expect(hexlify(await keccak256InSlices(data, async () => {}, 32))).toBe(ethersKeccak(data));
    }
  });

  it('ends each slice’s task: by default it waits for the next macrotask between slices', async () => {
    const order: string[] = [];
    const hashing = keccak256InSlices(randomBytes(136 * 70), undefined, 32).then(() =>
      order.push('hashed'),
    );
    setTimeout(() => order.push('timer'), 0);
    await hashing;
    expect(order[0]).toBe('timer');
  });
});

describe('checksumAddress', () => {
  it('gives the EIP-55 form of the spec examples, from any case', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(checksumAddress(address.toLowerCase())).toBe(address);
      expect(checksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address);
    }
  });

  it('agrees with ethers on random addresses', () => {
    for (let round = 0; round < 500; round += 1) {
      const address = hexlify(randomBytes(20));
      expect(checksumAddress(address)).toBe(getAddress(address));
    }
  });

  it('refuses what is not 0x + 40 hex', () => {
    expect(() => checksumAddress('0x1234')).toThrow('Not an address');
    expect(() => checksumAddress(`0x${'g'.repeat(40)}`)).toThrow('Not an address');
  });
});

describe('isChecksumValidAddress', () => {
  it('accepts one-case addresses and right checksums, refuses a wrong one, as ethers does', () => {
    const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const wrong = '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const cases = [address, address.toLowerCase(), `0x${address.slice(2).toUpperCase()}`, wrong];
    for (const candidate of [...cases, '0x12', `${address}00`]) {
      expect(isChecksumValidAddress(candidate), candidate).toBe(isAddress(candidate));
    }
    expect(isChecksumValidAddress(wrong)).toBe(false);
  });
});
