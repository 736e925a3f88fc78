// The bundle of a queued transaction as this device can vouch for it: the SafeTx the review
// hashed, the confirmations the review proved against the chain's owners, and any signature of a
// held bundle that recovers to an owner. Unproven confirmations are never passed on.
import { useMemo } from 'react';
import type { SafeInfo, TransactionDetails } from '../../../gateway';
import {
  checkBundleSignature,
  createBundle,
  type BundleSignature,
  type SignedBundle,
} from '../../../safe/bundle';
import { useHeldBundle } from '../../../session/bundles/useHeldBundle';
import type { ReadySafe } from '../../shared/RequireSafe';
import { useTxReview } from '../useTxReview';

/** The shareable bundle of `details`, or why there is none yet. */
export function useTxBundle(
  details: TransactionDetails,
  safe: ReadySafe,
  safeInfo: SafeInfo | undefined,
): { bundle: SignedBundle | null; waiting: string } {
  const { reviewed, review } = useTxReview(details, safeInfo, safe.chain, safe.safeAddress);
  const held = useHeldBundle(safe.chainId, safe.safeAddress, reviewed?.safeTxHash ?? '');
  const heldSignatures = held.status === 'ready' ? held.bundle.signatures : null;
  return useMemo(() => {
    if (!reviewed || review.status !== 'done') {
      return {
        bundle: null,
        waiting:
          review.status === 'checking'
            ? review.label
            : 'The transaction could not be verified here, so there is nothing to vouch for.',
      };
    }
    const info = details.detailedExecutionInfo;
    const confirmations = info?.type === 'MULTISIG' ? info.confirmations : [];
    const owners = new Set((reviewed.chainOwners ?? []).map((o) => o.toLowerCase()));
    const bySigner = new Map<string, BundleSignature>();
    for (const check of review.result.confirmations?.checks ?? []) {
      if (check.status !== 'valid' || !check.recovered) continue;
      const signature = confirmations.find(
        (c) => c.signer.value.toLowerCase() === check.signer.toLowerCase(),
      )?.signature;
      if (signature)
        bySigner.set(check.recovered.toLowerCase(), { signer: check.recovered, signature });
    }
    for (const signature of heldSignatures ?? []) {
      const key = signature.signer.toLowerCase();
      if (bySigner.has(key) || !owners.has(key)) continue;
      if (checkBundleSignature(reviewed.safeTxHash, signature) === 'valid')
        bySigner.set(key, signature);
    }
    const bundle = createBundle({
      chainId: safe.chainId,
      safeAddress: safe.safeAddress,
      safeVersion: reviewed.version,
      transaction: reviewed.transaction,
      signatures: [...bySigner.values()],
      ...(details.note ? { note: details.note } : {}),
    });
    return { bundle, waiting: '' };
  }, [reviewed, review, details, heldSignatures, safe.chainId, safe.safeAddress]);
}
