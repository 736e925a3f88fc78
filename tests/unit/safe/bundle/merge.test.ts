// Merging bundles: signatures add up for the same SafeTx or message; any disagreement is a
// conflict that leaves the held bundle unchanged.
import { describe, expect, it } from 'vitest';
import { Signature, getBytes } from 'ethers';
import {
  calculateBundleHash,
  checkBundleSignature,
  createBundle,
  mergeBundles,
  type SignedBundle,
} from '../../../../src/safe/bundle/index.js';
import { owners, safe, sign, signedBy, unsignedTransactionBundle } from './fixtures';

const [a, b, c] = owners as [(typeof owners)[0], (typeof owners)[0], (typeof owners)[0]];
const tx = unsignedTransactionBundle();

/** The same signature with s replaced by n - s (the other valid ECDSA form of it). */
function highS(bundle: SignedBundle, owner: typeof a): string {
  const sig = Signature.from(owner.signingKey.sign(getBytes(calculateBundleHash(bundle))));
  const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
  const s = (n - BigInt(sig.s)).toString(16).padStart(64, '0');
  return `${sig.r}${s}${sig.v === 27 ? '1c' : '1b'}`;
}

describe('mergeBundles', () => {
  it('adds up signatures from bundles of the same transaction, one per signer', () => {
    const result = mergeBundles(signedBy(tx, a), signedBy(tx, b, a));
    expect(result.conflict).toBeUndefined();
    expect(result.added).toEqual([b.address]);
    expect(result.bundle.signatures.map((s) => s.signer).sort()).toEqual(
      [a.address, b.address].sort(),
    );
    const third = mergeBundles(result.bundle, signedBy(tx, c));
    expect(third.bundle.signatures).toHaveLength(3);
    expect(third.added).toEqual([c.address]);
  });

  it('adds nothing when the incoming bundle holds nothing new', () => {
    const held = signedBy(tx, a, b);
    const result = mergeBundles(held, signedBy(tx, b));
    expect(result).toEqual({ bundle: held, added: [], rejected: [] });
  });

  it('accepts a second valid signature from the same signer without replacing the held one', () => {
    const held = signedBy(tx, a);
    const incoming = { ...tx, signatures: [{ signer: a.address, signature: highS(tx, a) }] };
    expect(checkBundleSignature(calculateBundleHash(tx), incoming.signatures[0]!)).toBe('valid');
    const result = mergeBundles(held, incoming);
    expect(result.conflict).toBeUndefined();
    expect(result.bundle.signatures).toEqual(held.signatures);
  });

  it('is a conflict when a signer has a different signature that does not recover to it', () => {
    const held = signedBy(tx, a);
    const forged = { signer: a.address, signature: sign(b, tx).signature };
    const result = mergeBundles(held, { ...tx, signatures: [forged] });
    expect(result.conflict?.reason).toBe('signature-mismatch');
    expect(result.conflict?.signer).toBe(a.address);
    expect(result.bundle).toBe(held);
    expect(result.added).toEqual([]);
  });

  it('leaves out a new signature that does not recover to the signer it names', () => {
    const forged = { signer: c.address, signature: sign(b, tx).signature };
    const result = mergeBundles(signedBy(tx, a), { ...tx, signatures: [forged] });
    expect(result.conflict).toBeUndefined();
    expect(result.added).toEqual([]);
    expect(result.rejected).toEqual([forged]);
  });

  it('is a conflict for a different transaction with the same nonce', () => {
    const held = signedBy(tx, a);
    const result = mergeBundles(held, signedBy(unsignedTransactionBundle(999n), b));
    expect(result.conflict).toMatchObject({
      reason: 'same-nonce',
      heldHash: calculateBundleHash(tx),
      incomingHash: calculateBundleHash(unsignedTransactionBundle(999n)),
    });
    expect(result.conflict?.message).toBe(
      'Both bundles hold a transaction with nonce 5, but the transactions differ. Only one of them can execute.',
    );
    expect(result.bundle).toBe(held);
  });

  it('is a conflict for another nonce, another Safe, chain or kind, or another message', () => {
    expect(mergeBundles(tx, unsignedTransactionBundle(1000n, 6n)).conflict?.reason).toBe(
      'different-transaction',
    );
    expect(mergeBundles(tx, { ...tx, chainId: '1' }).conflict?.reason).toBe('different-safe');
    const message = (text: string) =>
      createBundle({
        chainId: tx.chainId,
        safeAddress: safe,
        safeVersion: tx.safeVersion,
        signatures: [],
        message: text,
      });
    expect(mergeBundles(tx, message('x')).conflict?.reason).toBe('different-kind');
    expect(mergeBundles(message('x'), message('y')).conflict?.reason).toBe('different-message');
    const merged = mergeBundles(signedBy(message('x'), a), signedBy(message('x'), b));
    expect(merged.added).toEqual([b.address]);
  });
});
