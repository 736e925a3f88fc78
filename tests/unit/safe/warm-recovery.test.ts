// The review's head start: recovering ahead never throws (a malformed blob is the review's to
// report) and leaves the review's own recovery the same answer.
import { Wallet, keccak256, toUtf8Bytes } from 'ethers';
import { describe, expect, it } from 'vitest';
import { recoverSignatures, warmRecovery } from '../../../src/safe/signatures';

describe('warmRecovery', () => {
  it('recovers ahead without changing what the review recovers', () => {
    const owner = Wallet.createRandom();
    const hash = keccak256(toUtf8Bytes('a Safe transaction'));
    const signature = owner.signingKey.sign(hash).serialized;
    expect(warmRecovery(hash, signature)).toBeUndefined();
    expect(recoverSignatures(hash, signature)).toEqual([
      { signer: owner.address, type: 'EOA', data: signature },
    ]);
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
      expect(() => warmRecovery(hash, blob)).not.toThrow();
    }
    expect(() => recoverSignatures(hash, `0x${'ff'.repeat(64)}1b`)).toThrow();
  });
});
