import { getAddress, getBytes, hashMessage, recoverAddress, Signature } from 'ethers';
import { InvalidSignatureError } from '../errors';
import type { SignatureType } from './signature-type';
import { splitSignatureBytes, type SignaturePart } from './split-signatures';

/** A signature attributed to an owner. `data` is r ‖ s ‖ v, or a contract signature's own bytes. */
export type SafeSignature = {
  signer: string;
  type: SignatureType;
  data: string;
};

/**
 * The owner a signature part speaks for: recovered for EOA (over the hash) and eth_sign (over the
 * EIP-191 prefixed hash, v − 4); read from `r` for approved hashes and contract signatures, which
 * need an on-chain check to be trusted.
 */
export function recoverSignaturePart(dataHash: string, part: SignaturePart): SafeSignature {
  try {
    if (part.type === 'EOA') {
      const signer = recoverAddress(dataHash, Signature.from({ r: part.r, s: part.s, v: part.v }));
      return { signer, type: part.type, data: part.staticPart };
    }
    if (part.type === 'ETH_SIGN') {
      const prefixed = hashMessage(getBytes(dataHash));
      const signer = recoverAddress(
        prefixed,
        Signature.from({ r: part.r, s: part.s, v: part.v - 4 }),
      );
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

/** Splits a `signatures` blob and attributes every part to its owner. */
export function recoverSignatures(dataHash: string, signatures: string): SafeSignature[] {
  return splitSignatureBytes(signatures).map((part) => recoverSignaturePart(dataHash, part));
}

/** Errors {@link recoverSignatures} can throw. */
export type RecoverSignaturesErrorType = InvalidSignatureError;
