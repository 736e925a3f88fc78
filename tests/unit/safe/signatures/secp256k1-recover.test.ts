import { keccak256, recoverAddress, Signature, toBeHex, toUtf8Bytes, Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  recoverSignerAddress,
  recoverSignerAddressInSlices,
} from '../../../../src/safe/signatures/secp256k1-recover';
import { recoverSignaturePart } from '../../../../src/safe/signatures/recover-signatures';
import { splitSignatureBytes } from '../../../../src/safe/signatures/split-signatures';

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;

/** Deterministic keys and digests, so a failure names the case that failed. */
const cases = Array.from({ length: 40 }, (_, index) => {
  const wallet = new Wallet(keccak256(toUtf8Bytes(`key ${index}`)));
  const digest = keccak256(toUtf8Bytes(`message ${index}`));
  return { wallet, digest, signature: wallet.signingKey.sign(digest) };
});

/** Whether `x` is the x coordinate of a point on y² = x³ + 7 (Euler's criterion). */
function onCurve(x: bigint): boolean {
  const rhs = (x ** 3n + 7n) % P;
  let result = 1n;
  let base = rhs;
  for (let e = (P - 1n) / 2n; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * base) % P;
    base = (base * base) % P;
  }
  return result === 1n;
}

describe('recoverSignerAddress', () => {
  it('recovers the signer ethers recovers, for every key and both parities', () => {
    const parities = new Set<number>();
    for (const { wallet, digest, signature } of cases) {
      parities.add(signature.yParity);
      const ours = recoverSignerAddress(digest, signature.r, signature.s, signature.yParity);
      expect(ours).toBe(wallet.address);
      expect(ours).toBe(recoverAddress(digest, signature));
    }
    expect(parities).toEqual(new Set([0, 1]));
  });

  it('answers what ethers answers for the other parity and for another digest (a different key)', () => {
    for (const { digest, signature } of cases.slice(0, 10)) {
      const flipped = (1 - signature.yParity) as 0 | 1;
      expect(recoverSignerAddress(digest, signature.r, signature.s, flipped)).toBe(
        recoverAddress(
          digest,
          Signature.from({ r: signature.r, s: signature.s, yParity: flipped }),
        ),
      );
      const other = keccak256(digest);
      expect(recoverSignerAddress(other, signature.r, signature.s, signature.yParity)).toBe(
        recoverAddress(other, signature),
      );
    }
  });

  it('recovers a high-s signature (as ecrecover does) to the same signer as its low-s twin', () => {
    const { wallet, digest, signature } = cases[0]!;
    const highS = toBeHex(N - BigInt(signature.s), 32);
    expect(recoverSignerAddress(digest, signature.r, highS, (1 - signature.yParity) as 0 | 1)).toBe(
      wallet.address,
    );
  });

  it('refuses r or s out of range, an r off the curve and a digest that is not 32 bytes', () => {
    const { digest, signature } = cases[0]!;
    const { r, s, yParity } = signature;
    expect(() => recoverSignerAddress(digest, toBeHex(0n, 32), s, yParity)).toThrow(/r is out/);
    expect(() => recoverSignerAddress(digest, toBeHex(N, 32), s, yParity)).toThrow(/r is out/);
    expect(() => recoverSignerAddress(digest, r, toBeHex(0n, 32), yParity)).toThrow(/s is out/);
    expect(() => recoverSignerAddress(digest, r, toBeHex(N, 32), yParity)).toThrow(/s is out/);
    let offCurve = 5n;
    while (onCurve(offCurve)) offCurve += 1n;
    expect(() => recoverSignerAddress(digest, toBeHex(offCurve, 32), s, yParity)).toThrow(
      /not on the curve/,
    );
    expect(() =>
      recoverAddress(digest, Signature.from({ r: toBeHex(offCurve, 32), s, yParity })),
    ).toThrow();
    expect(() => recoverSignerAddress('0x1234', r, s, yParity)).toThrow(/32 bytes/);
  });
});

describe('recoverSignerAddressInSlices', () => {
  it('gives the one-pass answer for every slice size, in 1 + ceil(bits / size) slices', () => {
    for (const { wallet, digest, signature } of cases.slice(0, 8)) {
      for (const bitsPerSlice of [1, 16, 64, 100, 256, 1000]) {
        const slices = recoverSignerAddressInSlices(
          digest,
          signature.r,
          signature.s,
          signature.yParity,
          bitsPerSlice,
        );
        let calls = 1;
        let next = slices.next();
        for (; !next.done; next = slices.next()) calls += 1;
        expect(next.value).toBe(wallet.address);
        // Finding R, then the scalars' ~256 bits.
        expect(calls).toBeLessThanOrEqual(1 + Math.ceil(256 / bitsPerSlice));
        expect(calls).toBeGreaterThanOrEqual(1 + Math.ceil(250 / bitsPerSlice));
      }
    }
  });

  it('throws for a bad signature at its first slice', () => {
    const slices = recoverSignerAddressInSlices(cases[0]!.digest, '0x00', '0x01', 0);
    expect(() => slices.next()).toThrow('Signature r is out of range');
  });
});

describe('recoverSignaturePart with the table-free recovery', () => {
  it('attributes EOA and eth_sign parts to their signers, as before', async () => {
    const { wallet, digest, signature } = cases[3]!;
    const [eoa] = splitSignatureBytes(signature.serialized);
    expect(recoverSignaturePart(digest, eoa!).signer).toBe(wallet.address);
    const ethSign = Signature.from(await wallet.signMessage(Buffer.from(digest.slice(2), 'hex')));
    const ethSignBytes = `${ethSign.r}${ethSign.s.slice(2)}${(ethSign.v + 4).toString(16)}`;
    const [part] = splitSignatureBytes(ethSignBytes);
    expect(part!.type).toBe('ETH_SIGN');
    expect(recoverSignaturePart(digest, part!).signer).toBe(wallet.address);
  });
});
