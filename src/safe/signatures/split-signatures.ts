import { dataSlice, getAddress, getBytes, toBigInt, toNumber } from 'ethers';
import { InvalidSignatureError } from '../errors';
import { getSignatureType, type SignatureType } from './signature-type';

/** One part of a Safe `signatures` blob, before any recovery. */
export type SignaturePart = {
  type: SignatureType;
  v: number;
  r: string;
  s: string;
  /** The 65-byte static part r ‖ s ‖ v. */
  staticPart: string;
  /** Owner named in `r` (contract signatures and approved hashes); null for ECDSA types. */
  owner: string | null;
  /** Contract signatures only: the bytes handed to the owner contract's isValidSignature. */
  dynamicPart: string | null;
};

function ownerFromR(r: string): string {
  if (toBigInt(dataSlice(r, 0, 12)) !== 0n)
    throw new InvalidSignatureError('Invalid owner in signature', { cause: r });
  return getAddress(dataSlice(r, 12, 32));
}

/**
 * Splits `signatures` bytes into parts. Static parts run up to the first contract signature's
 * dynamic data (or the end); each contract signature's `s` is the offset of `length ‖ bytes`.
 */
export function splitSignatureBytes(signatures: string): SignaturePart[] {
  const bytes = getBytes(signatures);
  const total = bytes.length;
  if (total < 65) throw new InvalidSignatureError('Invalid signature length', { cause: total });
  let staticEnd = total;
  const parts: SignaturePart[] = [];
  for (let offset = 0; offset + 65 <= staticEnd; offset += 65) {
    const r = dataSlice(signatures, offset, offset + 32);
    const s = dataSlice(signatures, offset + 32, offset + 64);
    const v = bytes[offset + 64]!;
    const type = getSignatureType(v);
    let owner: string | null = null;
    let dynamicPart: string | null = null;
    if (type === 'CONTRACT_SIGNATURE' || type === 'APPROVED_HASH') owner = ownerFromR(r);
    if (type === 'CONTRACT_SIGNATURE') {
      const start = toBigInt(s);
      // Like the contract (GS021), the dynamic part may not start inside the static parts.
      if (start < BigInt(offset) + 65n || start + 32n > BigInt(total))
        throw new InvalidSignatureError('Contract signature out of bounds', { cause: s });
      const begin = toNumber(start);
      const length = toBigInt(dataSlice(signatures, begin, begin + 32));
      if (BigInt(begin) + 32n + length > BigInt(total)) {
        throw new InvalidSignatureError('Contract signature out of bounds', { cause: s });
      }
      dynamicPart = dataSlice(signatures, begin + 32, begin + 32 + Number(length));
      staticEnd = Math.min(staticEnd, begin);
    }
    parts.push({
      type,
      v,
      r,
      s,
      staticPart: dataSlice(signatures, offset, offset + 65),
      owner,
      dynamicPart,
    });
  }
  // Without contract signatures there is no dynamic data: trailing bytes mean a malformed blob.
  if (staticEnd === total && total % 65 !== 0) {
    throw new InvalidSignatureError('Invalid signature length', { cause: total });
  }
  return parts;
}
