// Adding up signatures from several bundles of the same Safe transaction or message. Anything
// that disagrees with what is held is reported as a conflict and never merged.
import { calculateBundleHash } from './hash';
import { checkBundleSignature } from './signer-check';
import { sortBundleSignatures } from './serialize';
import type { BundleSignature, SignedBundle } from './types';

/** Why two bundles cannot be merged. */
export type BundleConflictReason =
  | 'different-safe'
  | 'different-kind'
  | 'same-nonce'
  | 'different-transaction'
  | 'different-message'
  | 'signature-mismatch';

/** A disagreement between the held bundle and an incoming one, with a sentence for people. */
export type BundleConflict = {
  reason: BundleConflictReason;
  message: string;
  heldHash: string;
  incomingHash: string;
  /** The signer whose two signatures disagree (`signature-mismatch` only). */
  signer?: string;
};

/** The result of {@link mergeBundles}: the held bundle with the new signatures added. */
export type MergeBundlesReturnType = {
  bundle: SignedBundle;
  /** Signers whose signatures were added. */
  added: string[];
  /** Incoming signatures left out because they do not recover to the signer they name. */
  rejected: BundleSignature[];
  /** Set when nothing was merged because the bundles disagree. */
  conflict?: BundleConflict;
};

function sameSafe(a: SignedBundle, b: SignedBundle): boolean {
  return a.chainId === b.chainId && a.safe.toLowerCase() === b.safe.toLowerCase();
}

function hashConflict(
  held: SignedBundle,
  incoming: SignedBundle,
): Pick<BundleConflict, 'reason' | 'message'> | null {
  if (!sameSafe(held, incoming)) {
    return {
      reason: 'different-safe',
      message: 'The bundles are for different Safes or chains.',
    };
  }
  if (held.kind !== incoming.kind) {
    return {
      reason: 'different-kind',
      message: 'One bundle holds a transaction, the other a message.',
    };
  }
  if (held.kind === 'transaction' && incoming.kind === 'transaction') {
    return held.transaction.nonce === incoming.transaction.nonce
      ? {
          reason: 'same-nonce',
          message: `Both bundles hold a transaction with nonce ${held.transaction.nonce}, but the transactions differ. Only one of them can execute.`,
        }
      : {
          reason: 'different-transaction',
          message: 'The bundles hold different transactions.',
        };
  }
  return { reason: 'different-message', message: 'The bundles hold different messages.' };
}

/**
 * Merges `incoming` into `held`: same chain, Safe and hash → signatures add up (one per signer);
 * anything else, or a signer with two signatures that do not both recover to it → a conflict.
 */
export function mergeBundles(held: SignedBundle, incoming: SignedBundle): MergeBundlesReturnType {
  const heldHash = calculateBundleHash(held);
  const incomingHash = sameSafe(held, incoming) ? calculateBundleHash(incoming) : '';
  const unchanged = { bundle: held, added: [], rejected: [] };
  if (!sameSafe(held, incoming) || heldHash !== incomingHash) {
    const conflict = hashConflict(held, incoming)!;
    return { ...unchanged, conflict: { ...conflict, heldHash, incomingHash } };
  }
  const bySigner = new Map(held.signatures.map((s) => [s.signer.toLowerCase(), s]));
  const added: string[] = [];
  const rejected: BundleSignature[] = [];
  for (const signature of incoming.signatures) {
    const key = signature.signer.toLowerCase();
    const existing = bySigner.get(key);
    if (existing?.signature === signature.signature) continue;
    const check = checkBundleSignature(heldHash, signature);
    if (!existing) {
      if (check === 'invalid') rejected.push(signature);
      else {
        bySigner.set(key, signature);
        added.push(signature.signer);
      }
      continue;
    }
    // Two different ECDSA signatures by one key over one hash are both valid (signing is not
    // deterministic everywhere); anything else means one of them is not what it claims.
    if (check !== 'valid' || checkBundleSignature(heldHash, existing) !== 'valid') {
      return {
        ...unchanged,
        conflict: {
          reason: 'signature-mismatch',
          message: `${signature.signer} has a different signature in each bundle, and they do not both prove this signer signed.`,
          heldHash,
          incomingHash,
          signer: signature.signer,
        },
      };
    }
  }
  if (added.length === 0) return { ...unchanged, rejected };
  return {
    bundle: { ...held, signatures: sortBundleSignatures([...bySigner.values()]) },
    added,
    rejected,
  };
}
