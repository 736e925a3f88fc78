// The review's confirmations with the approvals the chain records added: an owner whose
// approvedHashes entry is set gets an approved-hash confirmation (r = owner, s = 0, v = 1) when the
// gateway lists none, and the chain's "yes" for it, so it counts like a listed, checked one.
import type { Confirmation, TransactionDetails } from '../../gateway';
import { approvedHashSignature } from '../../safe';

/** `details` with the chain-recorded approvals listed, and the verdicts including them. */
export function withProvenApprovals(
  details: TransactionDetails,
  verdicts: ReadonlyMap<string, boolean> | undefined,
  approvedOnChain: readonly string[],
): { details: TransactionDetails; onChainSignatures: ReadonlyMap<string, boolean> } {
  const onChainSignatures = new Map(verdicts ?? []);
  const info = details.detailedExecutionInfo;
  if (info?.type !== 'MULTISIG' || approvedOnChain.length === 0)
    return { details, onChainSignatures };
  const listed = new Set(info.confirmations.map((c) => c.signer.value.toLowerCase()));
  const added: Confirmation[] = [];
  for (const owner of approvedOnChain) {
    const key = owner.toLowerCase();
    onChainSignatures.set(key, true);
    if (listed.has(key)) continue;
    added.push({
      signer: { value: owner, name: null, logoUri: null },
      signature: approvedHashSignature(owner).data,
      submittedAt: 0,
    });
  }
  if (added.length === 0) return { details, onChainSignatures };
  return {
    details: {
      ...details,
      detailedExecutionInfo: { ...info, confirmations: [...info.confirmations, ...added] },
    },
    onChainSignatures,
  };
}
