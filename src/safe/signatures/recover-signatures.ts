import { getAddress, getBytes, hashMessage, Signature, toBeHex } from 'ethers';
import { InvalidSignatureError } from '../errors';
import type { SignatureType } from './signature-type';
import { recoverSignerAddressInSlices } from './secp256k1-recover';
import { splitSignatureBytes, type SignaturePart } from './split-signatures';
import { runSlices } from './run-slices';

/** A signature attributed to an owner. `data` is r ‖ s ‖ v, or a contract signature's own bytes. */
export type SafeSignature = {
  signer: string;
  type: SignatureType;
  data: string;
};

// secp256k1's group order: ecrecover (and so the Safe contract) accepts s above n/2, ethers does
// not, so a high-s signature is recovered through its low-s twin (n - s, the other parity).
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/** A Signature ethers accepts for (r, s, v), also when s is in the upper half as ecrecover allows. */
export function signatureForRecovery(r: string, s: string, v: number): Signature {
  const sValue = BigInt(s);
  if (sValue === 0n || sValue >= SECP256K1_N) {
    throw new InvalidSignatureError('Invalid signature s value', { cause: s });
  }
  if (sValue <= SECP256K1_N / 2n) return Signature.from({ r, s, v });
  return Signature.from({ r, s: toBeHex(SECP256K1_N - sValue, 32), v: v === 27 ? 28 : 27 });
}

// Recovery is the costly step of every review (a few ms per signature on a phone), and the same
// signature is recovered by several views of one transaction (its row, Home's count, the details
// screen, the chain-check planner): the recovered address is kept per (hash, r, s, v). Bounded,
// oldest first out.
const RECOVERED_LIMIT = 2048;
const recovered = new Map<string, string>();

function* recoverOnceInSlices(
  hash: string,
  r: string,
  s: string,
  v: number,
): Generator<void, string, void> {
  const key = `${hash}${r}${s}${v}`.toLowerCase();
  const known = recovered.get(key);
  if (known) return known;
  // ethers' Signature validates and normalises (r, s, v); the curve arithmetic is ours (see
  // secp256k1-recover.ts for why).
  const signature = signatureForRecovery(r, s, v);
  // ethers' checks take a few ms of their own the first time.
  yield;
  const signer = yield* recoverSignerAddressInSlices(
    hash,
    signature.r,
    signature.s,
    signature.yParity,
  );
  if (recovered.size >= RECOVERED_LIMIT) recovered.delete(recovered.keys().next().value!);
  recovered.set(key, signer);
  return signer;
}

/**
 * {@link recoverSignaturePart} in slices (each `next()` a few ms of recovery); the last returns
 * the attribution.
 */
function* recoverSignaturePartInSlices(
  dataHash: string,
  part: SignaturePart,
): Generator<void, SafeSignature, void> {
  try {
    if (part.type === 'EOA') {
      const signer = yield* recoverOnceInSlices(dataHash, part.r, part.s, part.v);
      return { signer, type: part.type, data: part.staticPart };
    }
    if (part.type === 'ETH_SIGN') {
      const prefixed = hashMessage(getBytes(dataHash));
      const signer = yield* recoverOnceInSlices(prefixed, part.r, part.s, part.v - 4);
      return { signer, type: part.type, data: part.staticPart };
    }
  } catch (error) {
    throw new InvalidSignatureError('Invalid signature', { cause: error });
  }
  const owner = getAddress(part.owner!);
  return {
    signer: owner,
    type: part.type,
    data: part.type === 'CONTRACT_SIGNATURE' ? part.dynamicPart! : part.staticPart,
  };
}

/**
 * The owner a signature part speaks for: recovered for EOA (over the hash) and eth_sign (over the
 * EIP-191 prefixed hash, v − 4); read from `r` for approved hashes and contract signatures, which
 * need an on-chain check to be trusted.
 */
export function recoverSignaturePart(dataHash: string, part: SignaturePart): SafeSignature {
  return runSlices(recoverSignaturePartInSlices(dataHash, part));
}

/** Splits a `signatures` blob and attributes every part to its owner. */
export function recoverSignatures(dataHash: string, signatures: string): SafeSignature[] {
  return splitSignatureBytes(signatures).map((part) => recoverSignaturePart(dataHash, part));
}

/**
 * Recovers `signatures` over `dataHash` into the memo above and reports nothing: a head start for
 * a review that recovers the same parts later, in slices (each `next()` a few ms: a caller runs
 * each in a task of its own). A hash other than the one the review computes only costs a recovery
 * the review then makes itself; a malformed blob is the review's to report, so nothing throws.
 */
export function* warmRecoveryInSlices(
  dataHash: string,
  signatures: string,
): Generator<void, void, void> {
  let parts: SignaturePart[];
  try {
    parts = splitSignatureBytes(signatures);
  } catch {
    return;
  }
  for (const part of parts) {
    try {
      yield* recoverSignaturePartInSlices(dataHash, part);
    } catch {
      // Reported by the review, which meets the same parts.
    }
  }
}

/** Errors {@link recoverSignatures} can throw. */
export type RecoverSignaturesErrorType = InvalidSignatureError;
