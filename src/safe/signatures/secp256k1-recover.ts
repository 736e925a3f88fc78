// The signer of an ECDSA signature on secp256k1, recovered without precomputed tables. ethers
// (through noble) multiplies the generator with an 8-bit window table that it builds on the first
// recovery: ~4,200 point additions, one uninterruptible task of ~50 ms on a laptop and four times
// that on a phone, inside the first screen's busiest second. A review recovers a handful of
// signatures, each in a task of its own (see session/review/paced.ts), so a plain joint
// double-and-add (a few ms each, no set-up) costs the screen less; a warm-up ahead of a review
// runs it in slices, a task each. Validation stays with ethers'
// Signature (see recover-signatures.ts); tests/unit/safe/signatures compares every answer with
// ethers' recoverAddress.
import { dataSlice, getAddress, isHexString, keccak256, toBeHex } from 'ethers';
import { runSlices } from './run-slices';

// The curve y² = x³ + 7 over F_p, its group order and generator (SEC 2, section 2.4.1).
const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const GX = 0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n;
const GY = 0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n;

/** A point in Jacobian coordinates (x = X/Z², y = Y/Z³); Z = 0 is the point at infinity. */
type Jacobian = readonly [bigint, bigint, bigint];
const INFINITY: Jacobian = [0n, 1n, 0n];

const mod = (a: bigint, m: bigint = P): bigint => {
  const r = a % m;
  return r >= 0n ? r : r + m;
};

function power(base: bigint, exponent: bigint, m: bigint = P): bigint {
  let result = 1n;
  let b = mod(base, m);
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % m;
    b = (b * b) % m;
  }
  return result;
}

/** The inverse of a non-zero `a` modulo the prime `m` (extended Euclid). */
function invert(a: bigint, m: bigint): bigint {
  let [low, high] = [mod(a, m), m];
  let [lowCoefficient, highCoefficient] = [1n, 0n];
  while (low > 1n) {
    const quotient = high / low;
    [low, high] = [high - quotient * low, low];
    [lowCoefficient, highCoefficient] = [
      highCoefficient - quotient * lowCoefficient,
      lowCoefficient,
    ];
  }
  if (low !== 1n) throw new Error('Not invertible');
  return mod(lowCoefficient, m);
}

function double([x, y, z]: Jacobian): Jacobian {
  if (z === 0n || y === 0n) return INFINITY;
  // dbl-2009-l (a = 0)
  const a = (x * x) % P;
  const b = (y * y) % P;
  const c = (b * b) % P;
  const d = mod(2n * (mod((x + b) * (x + b)) - a - c));
  const e = 3n * a;
  const f = (e * e) % P;
  const x3 = mod(f - 2n * d);
  const y3 = mod(e * (d - x3) - 8n * c);
  const z3 = mod(2n * y * z);
  return [x3, y3, z3];
}

function add(p: Jacobian, q: Jacobian): Jacobian {
  const [x1, y1, z1] = p;
  const [x2, y2, z2] = q;
  if (z1 === 0n) return q;
  if (z2 === 0n) return p;
  // add-2007-bl
  const z1z1 = (z1 * z1) % P;
  const z2z2 = (z2 * z2) % P;
  const u1 = (x1 * z2z2) % P;
  const u2 = (x2 * z1z1) % P;
  const s1 = (((y1 * z2) % P) * z2z2) % P;
  const s2 = (((y2 * z1) % P) * z1z1) % P;
  if (u1 === u2) return s1 === s2 ? double(p) : INFINITY;
  const h = mod(u2 - u1);
  const i = (4n * h * h) % P;
  const j = (h * i) % P;
  const r = mod(2n * (s2 - s1));
  const v = (u1 * i) % P;
  const x3 = mod(r * r - j - 2n * v);
  const y3 = mod(r * (v - x3) - 2n * s1 * j);
  const z3 = mod((mod((z1 + z2) * (z1 + z2)) - z1z1 - z2z2) * h);
  return [x3, y3, z3];
}

/**
 * a·A + b·B in one pass over the bits (Shamir's trick), yielding after every `bitsPerSlice` bits so
 * a caller can spread one recovery over several short tasks.
 */
function* multiplyAndAdd(
  a: bigint,
  pointA: Jacobian,
  b: bigint,
  pointB: Jacobian,
  bitsPerSlice: number,
): Generator<void, Jacobian, void> {
  const both = add(pointA, pointB);
  let result = INFINITY;
  const bits = Math.max(a.toString(2).length, b.toString(2).length);
  for (let bit = bits - 1; bit >= 0; bit -= 1) {
    if (bit < bits - 1 && (bits - 1 - bit) % bitsPerSlice === 0) yield;
    result = double(result);
    const inA = (a >> BigInt(bit)) & 1n;
    const inB = (b >> BigInt(bit)) & 1n;
    if (inA && inB) result = add(result, both);
    else if (inA) result = add(result, pointA);
    else if (inB) result = add(result, pointB);
  }
  return result;
}

/**
 * The address whose key made signature (r, s, yParity) over the 32-byte `digest`, as ecrecover
 * computes it. Throws when r or s is out of range or r is no point's x coordinate.
 */
export function recoverSignerAddress(digest: string, r: string, s: string, yParity: 0 | 1): string {
  return runSlices(recoverSignerAddressInSlices(digest, r, s, yParity));
}

/**
 * {@link recoverSignerAddress} in slices: the first finds the point R, each further `next()` does
 * about `bitsPerSlice` of the 256 bits' point arithmetic (the default: 4 slices of a few ms on a
 * laptop); the last returns the address. Throws as recoverSignerAddress does, at the first
 * `next()` for a bad signature.
 */
export function* recoverSignerAddressInSlices(
  digest: string,
  r: string,
  s: string,
  yParity: 0 | 1,
  bitsPerSlice = 64,
): Generator<void, string, void> {
  if (!isHexString(digest, 32)) throw new Error('The digest is not 32 bytes');
  const rValue = BigInt(r);
  const sValue = BigInt(s);
  if (rValue <= 0n || rValue >= N) throw new Error('Signature r is out of range');
  if (sValue <= 0n || sValue >= N) throw new Error('Signature s is out of range');
  // R = (r, y) with y of the signature's parity: r < N < P, so r is a field element.
  const ySquared = mod(rValue * rValue * rValue + 7n);
  let y = power(ySquared, (P + 1n) / 4n);
  if ((y * y) % P !== ySquared) throw new Error('Signature r is not on the curve');
  if (Number(y & 1n) !== yParity) y = P - y;
  // Q = r⁻¹ · (s·R − z·G)
  const rInverse = invert(rValue, N);
  const z = mod(BigInt(digest), N);
  // The square root above is most of a slice on its own when the code is still cold.
  yield;
  const [x, yq, zq] = yield* multiplyAndAdd(
    mod(-z * rInverse, N),
    [GX, GY, 1n],
    mod(sValue * rInverse, N),
    [rValue, y, 1n],
    Math.max(1, Math.floor(bitsPerSlice)),
  );
  if (zq === 0n) throw new Error('The recovered key is the point at infinity');
  const zInverse = invert(zq, P);
  const zInverseSquared = (zInverse * zInverse) % P;
  const affineX = (x * zInverseSquared) % P;
  const affineY = (((yq * zInverseSquared) % P) * zInverse) % P;
  // The address is the last 20 bytes of keccak256(x ‖ y).
  const key = `0x${toBeHex(affineX, 32).slice(2)}${toBeHex(affineY, 32).slice(2)}`;
  return getAddress(dataSlice(keccak256(key), 12));
}
