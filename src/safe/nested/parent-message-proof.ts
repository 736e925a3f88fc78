// Which parent Safes have confirmed a child's transaction by a signed Safe message: for each parent
// the gateway's message at the SafeMessage hash over the child's safeTxHash is read, and its
// prepared signature counts only when the parent's isValidSignature(safeTxHash, signature) says
// yes on chain — the very question the child asks on execution. Only a child ≥ 1.5.0 asks that
// form (see parent-message.ts). Pure: the eth_call and the gateway read are injected.
import { getAddress } from 'ethers';
import { checkSignatureOnChain } from '../chain-state/check-signatures-on-chain';
import type { EthCall } from '../eip1271';
import { hashSafeMessageBytes } from '../safe-message-hash';
import { contractSignature } from '../signatures/build-signatures';
import {
  childAcceptsParentMessage,
  parentMessageSignature,
  type ParentMessageState,
} from './parent-message';

/** A parent Safe as far as its message hash needs it. */
export type ParentOfChild = { address: string; version: string | null };

/** A parent's signature the chain accepted for the child's transaction. */
export type ParentMessageProof = {
  /** The parent Safe (checksummed). */
  owner: string;
  /** The parent's signature bytes (its owners' signatures over its SafeMessage). */
  signature: string;
  /** The parent's SafeMessage hash, where its message lives on the gateway. */
  messageHash: string;
};

/** Parameters of {@link readParentMessageProofs}. */
export type ReadParentMessageProofsParameters = {
  call: EthCall;
  /** The parent's gateway message by its SafeMessage hash; null when there is none. */
  readMessage: (messageHash: string) => Promise<ParentMessageState | null>;
  chainId: bigint | string;
  childAddress: string;
  childVersion: string;
  /** The child's safeTxHash, computed on this device. */
  safeTxHash: string;
  parents: readonly ParentOfChild[];
};

/** The parent's SafeMessage hash over a child's safeTxHash (the typed-data content's hash). */
export function parentMessageHashOf(
  parent: ParentOfChild,
  chainId: bigint | string,
  safeTxHash: string,
): string | null {
  if (!parent.version) return null;
  try {
    return hashSafeMessageBytes({
      safeAddress: parent.address,
      chainId: BigInt(chainId),
      version: parent.version,
      message: safeTxHash,
    });
  } catch {
    // A version string no Safe has: no domain to hash with, so no message can be found.
    return null;
  }
}

/** The parents whose CONFIRMED message over the child's transaction the chain accepts. */
export async function readParentMessageProofs({
  call,
  readMessage,
  chainId,
  childAddress,
  childVersion,
  safeTxHash,
  parents,
}: ReadParentMessageProofsParameters): Promise<ParentMessageProof[]> {
  if (!childAcceptsParentMessage(childVersion)) return [];
  const proofs = await Promise.all(
    parents.map(async (parent): Promise<ParentMessageProof | null> => {
      const messageHash = parentMessageHashOf(parent, chainId, safeTxHash);
      if (!messageHash) return null;
      const signature = parentMessageSignature(await readMessage(messageHash), childVersion);
      if (!signature) return null;
      const owner = getAddress(parent.address);
      const valid = await checkSignatureOnChain({
        call,
        safeAddress: childAddress,
        hash: safeTxHash,
        signature: contractSignature(owner, signature),
      });
      return valid ? { owner, signature, messageHash } : null;
    }),
  );
  return proofs.filter((proof): proof is ParentMessageProof => proof !== null);
}
