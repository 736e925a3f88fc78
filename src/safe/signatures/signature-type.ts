import { InvalidSignatureError } from '../errors';

/** How a Safe checks one 65-byte signature part, selected by its `v` byte (safe-api.md C.4). */
export type SignatureType = 'CONTRACT_SIGNATURE' | 'APPROVED_HASH' | 'EOA' | 'ETH_SIGN';

/** Classifies a signature by `v`: 0 contract, 1 approved hash, 27/28 EOA, 31/32 eth_sign. */
export function getSignatureType(v: number): SignatureType {
  if (v === 0) return 'CONTRACT_SIGNATURE';
  if (v === 1) return 'APPROVED_HASH';
  if (v === 27 || v === 28) return 'EOA';
  if (v === 31 || v === 32) return 'ETH_SIGN';
  throw new InvalidSignatureError('Invalid v value', { cause: v });
}
