// Which confirmations can go into execTransaction: each one recovered against the safeTxHash
// computed on this device, credited to the owner it recovers to (never to the gateway's label),
// and only when that owner is one of the Safe's owners.
import { getAddress } from 'ethers';
import {
  approvedHashSignature,
  contractSignature,
  sortSignatures,
} from '../signatures/build-signatures';
import { recoverSignatures, type SafeSignature } from '../signatures/recover-signatures';

/** A confirmation as the gateway lists it: the claimed signer and its signature bytes. */
export type ConfirmationInput = { signer: string; signature: string | null };

/** Parameters of {@link collectExecutionSignatures}. */
export type CollectExecutionSignaturesParameters = {
  /** The safeTxHash computed locally from the fields shown. */
  safeTxHash: string;
  confirmations: readonly ConfirmationInput[];
  /** The Safe's owners (from the chain where available). */
  owners: readonly string[];
  threshold: number;
  /** The account that will send execTransaction; an owner who has not signed adds v = 1. */
  executor?: string | null;
  /**
   * Owners whose `approvedHashes(owner, safeTxHash)` the chain reports non-zero (an EOA's or a
   * parent Safe's executed approveHash): each counts as a v = 1 signature, listed or not.
   */
  approvedOnChain?: readonly string[];
  /**
   * Parent Safes whose signature (their owners' signatures over the parent's SafeMessage) the
   * chain accepted in the form this Safe asks: each goes in as a v = 0 contract signature.
   */
  contractSignaturesOnChain?: readonly { owner: string; signature: string }[];
};

/** What {@link collectExecutionSignatures} returns. */
export type CollectExecutionSignaturesReturnType = {
  /** One signature per owner, sorted by owner address (what checkNSignatures demands). */
  signatures: SafeSignature[];
  /** True when the signatures reach the threshold. */
  enough: boolean;
  /** True when the executor's own approval (v = 1, msg.sender) completes the set. */
  usesExecutorApproval: boolean;
};

/** The owners' valid confirmations, sorted, plus the executor's implicit approval when it helps. */
export function collectExecutionSignatures({
  safeTxHash,
  confirmations,
  owners,
  threshold,
  executor,
  approvedOnChain = [],
  contractSignaturesOnChain = [],
}: CollectExecutionSignaturesParameters): CollectExecutionSignaturesReturnType {
  const ownerSet = new Set(owners.map((owner) => owner.toLowerCase()));
  const byOwner = new Map<string, SafeSignature>();
  // Proven on chain first: an approval the Safe will find in approvedHashes needs no bytes of proof.
  for (const owner of approvedOnChain) {
    const key = owner.toLowerCase();
    if (ownerSet.has(key) && !byOwner.has(key))
      byOwner.set(key, approvedHashSignature(getAddress(owner)));
  }
  for (const { owner, signature } of contractSignaturesOnChain) {
    const key = owner.toLowerCase();
    if (ownerSet.has(key) && !byOwner.has(key))
      byOwner.set(key, contractSignature(owner, signature));
  }
  for (const confirmation of confirmations) {
    if (!confirmation.signature) continue;
    let parts: SafeSignature[];
    try {
      parts = recoverSignatures(safeTxHash, confirmation.signature);
    } catch {
      // A malformed or forged signature is left out; the review already reports it.
      continue;
    }
    for (const part of parts) {
      const key = part.signer.toLowerCase();
      if (!ownerSet.has(key) || byOwner.has(key)) continue;
      // Other approved hashes were not proven on chain (those proven are in already): skip them.
      if (part.type === 'APPROVED_HASH') continue;
      byOwner.set(key, part);
    }
  }
  let usesExecutorApproval = false;
  if (executor && byOwner.size < threshold) {
    const key = executor.toLowerCase();
    if (ownerSet.has(key) && !byOwner.has(key)) {
      // execTransaction accepts v = 1 when msg.sender is the owner: the executor signs by sending.
      byOwner.set(key, approvedHashSignature(getAddress(executor)));
      usesExecutorApproval = true;
    }
  }
  const signatures = sortSignatures([...byOwner.values()]);
  return { signatures, enough: signatures.length >= threshold, usesExecutorApproval };
}
