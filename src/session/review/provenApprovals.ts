// The review's confirmations with the approvals the chain records added: an owner whose
// approvedHashes entry is set gets an approved-hash confirmation (r = owner, s = 0, v = 1) when the
// gateway lists none or lists it without bytes (as on-chain approvals often are), and the chain's
// "yes" for it, so it counts like a listed, checked one.
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
  const proven = new Set(approvedOnChain.map((owner) => owner.toLowerCase()));
  for (const key of proven) onChainSignatures.set(key, true);
  const withBytes = info.confirmations.map((c) =>
    c.signature === null && proven.has(c.signer.value.toLowerCase())
      ? { ...c, signature: approvedHashSignature(c.signer.value).data }
      : c,
  );
  const listed = new Set(info.confirmations.map((c) => c.signer.value.toLowerCase()));
  const added: Confirmation[] = approvedOnChain
    .filter((owner) => !listed.has(owner.toLowerCase()))
    .map((owner) => ({
      signer: { value: owner, name: null, logoUri: null },
      signature: approvedHashSignature(owner).data,
      submittedAt: 0,
    }));
  return {
    details: {
      ...details,
      detailedExecutionInfo: { ...info, confirmations: [...withBytes, ...added] },
    },
    onChainSignatures,
  };
}
