import {
  concat,
  dataLength,
  dataSlice,
  getAddress,
  hashMessage,
  getBytes,
  recoverAddress,
  toBeHex,
} from 'ethers';
import { InvalidSignatureError } from '../errors';

/** How the signature was produced: typed data (eth_signTypedData) or eth_sign/personal_sign of the hash. */
export type SigningMethod = 'eth_signTypedData' | 'eth_sign';

function withV(signature: string, v: number): string {
  return concat([dataSlice(signature, 0, 64), toBeHex(v, 1)]).toLowerCase();
}

function vOf(signature: string): number {
  if (dataLength(signature) !== 65)
    throw new InvalidSignatureError('Invalid signature length', { cause: signature });
  return getBytes(signature)[64]!;
}

/**
 * Brings a wallet's signature into the Safe format: v 0/1 → 27/28 (some hardware wallets), and for
 * eth_sign +4 (31/32) so the Safe applies the EIP-191 prefix. Other v values are rejected.
 */
export function adjustV(signature: string, method: SigningMethod): string {
  const v = vOf(signature);
  if (v !== 0 && v !== 1 && v !== 27 && v !== 28)
    throw new InvalidSignatureError('Invalid signature', { cause: v });
  const normalized = v < 27 ? v + 27 : v;
  return withV(signature, method === 'eth_sign' ? normalized + 4 : normalized);
}

/**
 * eth_sign as wallets really behave: some sign the raw hash without the EIP-191 prefix. Adds +4 only
 * when the signature recovers to the signer over the prefixed hash (as protocol-kit does).
 */
export function adjustEthSignSignature(
  signature: string,
  safeTxHash: string,
  signer: string,
): string {
  const normalized = adjustV(signature, 'eth_signTypedData');
  const expected = getAddress(signer);
  if (recoverAddress(safeTxHash, normalized) === expected) return normalized;
  if (recoverAddress(hashMessage(getBytes(safeTxHash)), normalized) === expected) {
    return withV(normalized, vOf(normalized) + 4);
  }
  throw new InvalidSignatureError('Signature does not match the signer', {
    cause: { signer, signature },
  });
}
