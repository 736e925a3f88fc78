// The review's head start: recovering ahead never throws (a malformed blob is the review's to
// report), runs in slices, and leaves the review's own recovery the same answer.
import { Wallet, keccak256, toUtf8Bytes } from 'ethers';
import { describe, expect, it } from 'vitest';
import { recoverSignatures, warmRecoveryInSlices } from '../../../src/safe/signatures';

/** Runs every slice; returns how many `next()` calls it took. */
function runSlices(slices: Iterator<unknown>): number {
  let calls = 1;
  while (!slices.next().done) calls += 1;
  return calls;
}

describe('warmRecoveryInSlices', () => {
  it('recovers ahead in several slices without changing what the review recovers', () => {
    const owner = Wallet.createRandom();
    const hash = keccak256(toUtf8Bytes('a Safe transaction'));
    const signature = owner.signingKey.sign(hash).serialized;
    // ethers' checks, finding R, then 256 bits in four slices of 64 (the last gives the address).
    expect(runSlices(warmRecoveryInSlices(hash, signature))).toBe(6);
    expect(recoverSignatures(hash, signature)).toEqual([
      { signer: owner.address, type: 'EOA', data: signature },
    ]);
    // Kept: a second warm-up finds it recovered and has nothing to slice.
    expect(runSlices(warmRecoveryInSlices(hash, signature))).toBe(1);
  });

  it('never throws on what the review will report', () => {
    const hash = keccak256(toUtf8Bytes('x'));
    for (const blob of [
      '0x',
      '0x1234',
      `0x${'00'.repeat(65)}`,
      `0x${'ff'.repeat(64)}1b`,
      'nonsense',
    ]) {
      expect(() => runSlices(warmRecoveryInSlices(hash, blob))).not.toThrow();
    }
    expect(() => recoverSignatures(hash, `0x${'ff'.repeat(64)}1b`)).toThrow();
  });
});
