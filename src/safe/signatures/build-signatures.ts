import { concat, dataLength, getAddress, toBeHex, zeroPadValue } from 'ethers';
import { adjustV, type SigningMethod } from './adjust-v';
import type { SafeSignature } from './recover-signatures';

/** The approved-hash signature (v = 1) for an owner who called `approveHash` or executes himself. */
export function approvedHashSignature(owner: string): SafeSignature {
  const data = concat([
    zeroPadValue(getAddress(owner), 32),
    zeroPadValue('0x', 32),
    '0x01',
  ]).toLowerCase();
  return { signer: getAddress(owner), type: 'APPROVED_HASH', data };
}

/** A contract owner's signature (v = 0); `signature` is what the owner's isValidSignature checks. */
export function contractSignature(owner: string, signature: string): SafeSignature {
  return { signer: getAddress(owner), type: 'CONTRACT_SIGNATURE', data: signature.toLowerCase() };
}

/** Orders signatures as checkNSignatures demands: strictly increasing owner address. */
export function sortSignatures(signatures: readonly SafeSignature[]): SafeSignature[] {
  return [...signatures].sort((a, b) => {
    const x = BigInt(a.signer);
    const y = BigInt(b.signer);
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

/**
 * The `signatures` bytes of execTransaction: static parts sorted by owner, then the dynamic parts of
 * contract signatures, each pointed to by its static part's `s` (a byte offset into the blob).
 */
export function buildSignatureBytes(signatures: readonly SafeSignature[]): string {
  const sorted = sortSignatures(signatures);
  const staticLength = sorted.length * 65;
  const staticParts: string[] = [];
  const dynamicParts: string[] = [];
  let dynamicLength = 0;
  for (const signature of sorted) {
    if (signature.type !== 'CONTRACT_SIGNATURE') {
      staticParts.push(signature.data);
      continue;
    }
    const offset = staticLength + dynamicLength;
    staticParts.push(concat([zeroPadValue(signature.signer, 32), toBeHex(offset, 32), '0x00']));
    const dynamic = concat([toBeHex(dataLength(signature.data), 32), signature.data]);
    dynamicParts.push(dynamic);
    dynamicLength += dataLength(dynamic);
  }
  return concat([...staticParts, ...dynamicParts]).toLowerCase();
}

/** An owner's ECDSA signature from a wallet, with v brought into the Safe format. */
export function ecdsaSignature(
  owner: string,
  signature: string,
  method: SigningMethod,
): SafeSignature {
  return {
    signer: getAddress(owner),
    type: method === 'eth_sign' ? 'ETH_SIGN' : 'EOA',
    data: adjustV(signature, method),
  };
}
