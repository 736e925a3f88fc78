// A bundle signature's claim ("signer X signed this") checked offline where the bytes allow it.
import { dataSlice } from 'ethers';
import { splitSignatureBytes } from '../signatures/split-signatures';
import { recoverSignaturePart } from '../signatures/recover-signatures';
import type { BundleSignature } from './types';

/**
 * `'valid'` when an ECDSA signature recovers to its signer over `hash`, `'invalid'` when it does
 * not (or the bytes are malformed, or an approved hash/contract signature names someone else),
 * `'unchecked'` for contract signatures and approved hashes, which only the chain can prove.
 */
export function checkBundleSignature(
  hash: string,
  { signer, signature }: BundleSignature,
): 'valid' | 'invalid' | 'unchecked' {
  try {
    const [part] = splitSignatureBytes(dataSlice(signature, 0, 65));
    if (!part) return 'invalid';
    const recovered = recoverSignaturePart(hash, part).signer;
    if (recovered.toLowerCase() !== signer.toLowerCase()) return 'invalid';
    return part.type === 'EOA' || part.type === 'ETH_SIGN' ? 'valid' : 'unchecked';
  } catch {
    return 'invalid';
  }
}
