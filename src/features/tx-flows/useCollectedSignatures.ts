// The signatures an execution would carry, counted against the owners and threshold the chain
// reported: without this owner (may anyone execute?) and with this owner's approval added.
import { useMemo } from 'react';
import type { MultisigExecutionDetails } from '../../gateway';
import { collectExecutionSignatures } from '../../safe';
import type { ReviewedTx } from './useTxReview';

/** The collected signatures of a reviewed transaction; null until review and chain are read. */
export function useCollectedSignatures(
  reviewed: ReviewedTx | null,
  info: MultisigExecutionDetails | null,
  /** The chain's owners; null before the chain was read. */
  owners: readonly string[] | null,
  threshold: number,
  executor: string | null,
) {
  return useMemo(() => {
    if (!reviewed || !info || !owners) return null;
    const input = {
      safeTxHash: reviewed.safeTxHash,
      confirmations: info.confirmations.map((c) => ({
        signer: c.signer.value,
        signature: c.signature,
      })),
      owners,
      threshold: Number.isFinite(threshold) ? threshold : owners.length + 1,
      approvedOnChain: reviewed.approvedOnChain,
      contractSignaturesOnChain: reviewed.parentMessagesOnChain,
    };
    return {
      signed: collectExecutionSignatures(input),
      withMe: collectExecutionSignatures({ ...input, executor }),
    };
  }, [reviewed, info, owners, threshold, executor]);
}
