// `approvedHashes(owner, hash)`, which the review asks for every approved-hash confirmation and
// every owner of a queued transaction (1.0.0 – 1.4.1 share it), encoded by hand: through an ethers
// Interface the first call parsed the ABI and built its coders inside the queue's busiest second,
// to produce one selector and two padded words. The argument-less getters are in safe-getters.ts.
import { getAddress, isHexString } from 'ethers';
import type { EthCall } from '../eip1271';

/** `bytes4(keccak256('approvedHashes(address,bytes32)'))` (tests/unit/safe checks it). */
export const APPROVED_HASHES_SELECTOR = '0x7d832974';

/** The calldata of `approvedHashes(owner, hash)`; throws on a bad address or a hash not 32 bytes. */
export function encodeApprovedHashes(owner: string, hash: string): string {
  // getAddress refuses what ethers' address coder refuses (a wrong mixed-case checksum included).
  const address = getAddress(owner).slice(2).toLowerCase();
  if (!isHexString(hash, 32)) throw new Error('approvedHashes: the hash is not 32 bytes');
  return `${APPROVED_HASHES_SELECTOR}${address.padStart(64, '0')}${hash.slice(2).toLowerCase()}`;
}

/**
 * Whether the Safe records `owner`'s approval of `hash` (a failed call or an answer that is not one
 * word is no). Throws on a bad owner or hash, and on a one-word answer that is not hex.
 */
export async function isHashApprovedOnChain(
  call: EthCall,
  safeAddress: string,
  owner: string,
  hash: string,
): Promise<boolean> {
  const data = encodeApprovedHashes(owner, hash);
  let result: unknown;
  try {
    result = await call(safeAddress, data);
  } catch {
    // A revert or an RPC error proves nothing: not approved.
    return false;
  }
  return typeof result === 'string' && result.length === 66 && BigInt(result) !== 0n;
}
