// The kept recoveries: the same signature over another hash, or with another v, is recovered
// afresh (a memo keyed too loosely would hand back the first signer).
import { describe, expect, it } from 'vitest';
import { getBytes, id, Signature, Wallet } from 'ethers';
import { recoverSignaturePart, splitSignatureBytes } from '../../../../src/safe/signatures';

const owner = Wallet.createRandom();

function eoaPart(signature: string) {
  return splitSignatureBytes(signature)[0]!;
}

describe('recoverSignaturePart memo', () => {
  it('gives the signer again for the same signature, and another signer for another hash', () => {
    const hash = id('one');
    const sig = owner.signingKey.sign(hash).serialized;
    const part = eoaPart(sig);
    expect(recoverSignaturePart(hash, part).signer).toBe(owner.address);
    expect(recoverSignaturePart(hash, part).signer).toBe(owner.address);
    // The same bytes over other data speak for someone else (or no one): never the kept owner.
    const other = recoverSignaturePart(id('two'), part).signer;
    expect(other).not.toBe(owner.address);
  });

  it('keys by v: the other parity recovers the other key', () => {
    const hash = id('parity');
    const signature = Signature.from(owner.signingKey.sign(hash));
    const part = eoaPart(signature.serialized);
    expect(recoverSignaturePart(hash, part).signer).toBe(owner.address);
    const flipped = { ...part, v: part.v === 27 ? 28 : 27 };
    expect(recoverSignaturePart(hash, flipped).signer).not.toBe(owner.address);
  });

  it('recovers eth_sign parts over the prefixed hash, kept apart from the plain one', async () => {
    const hash = id('eth_sign');
    const raw = Signature.from(await owner.signMessage(getBytes(hash)));
    const ethSign = eoaPart(Signature.from({ r: raw.r, s: raw.s, v: raw.v }).serialized);
    const part = { ...ethSign, type: 'ETH_SIGN' as const, v: ethSign.v + 4 };
    expect(recoverSignaturePart(hash, part).signer).toBe(owner.address);
    expect(recoverSignaturePart(hash, { ...ethSign, type: 'EOA' }).signer).not.toBe(owner.address);
  });
});
