// The review's confirmations with what the chain proves added: an owner whose approvedHashes entry
// is set gets an approved-hash confirmation (r = owner, s = 0, v = 1), and a parent Safe whose
// signed Safe message the chain accepts gets its contract signature (v = 0 with the parent's
// signature bytes), when the gateway lists none for it or lists it without bytes (as on-chain
// approvals often are), plus the chain's "yes" for it, so it counts like a listed, checked one.
import type { Confirmation, TransactionDetails } from '../../gateway';
import { approvedHashSignature, buildSignatureBytes, contractSignature } from '../../safe';

/** A parent Safe's signature the chain accepted for the transaction's hash. */
export type ProvenContractSignature = { owner: string; signature: string };

/** `details` with the chain-proven confirmations listed, and the verdicts including them. */
export function withProvenApprovals(
  details: TransactionDetails,
  verdicts: ReadonlyMap<string, boolean> | undefined,
  approvedOnChain: readonly string[],
  contractSignaturesOnChain: readonly ProvenContractSignature[] = [],
): { details: TransactionDetails; onChainSignatures: ReadonlyMap<string, boolean> } {
  const onChainSignatures = new Map(verdicts ?? []);
  const info = details.detailedExecutionInfo;
  if (info?.type !== 'MULTISIG') return { details, onChainSignatures };
  // Per owner the bytes to show; an approval on chain comes first (it needs no proof bytes).
  const proven = new Map<string, string>();
  for (const owner of approvedOnChain)
    proven.set(owner.toLowerCase(), approvedHashSignature(owner).data);
  for (const { owner, signature } of contractSignaturesOnChain) {
    if (!proven.has(owner.toLowerCase()))
      proven.set(owner.toLowerCase(), buildSignatureBytes([contractSignature(owner, signature)]));
  }
  if (proven.size === 0) return { details, onChainSignatures };
  for (const key of proven.keys()) onChainSignatures.set(key, true);
  const withBytes = info.confirmations.map((c) => {
    const bytes = proven.get(c.signer.value.toLowerCase());
    return c.signature === null && bytes ? { ...c, signature: bytes } : c;
  });
  const listed = new Set(info.confirmations.map((c) => c.signer.value.toLowerCase()));
  const owners = [
    ...approvedOnChain,
    ...contractSignaturesOnChain.map((proof) => proof.owner),
  ].filter(
    (owner, index, all) => all.findIndex((o) => o.toLowerCase() === owner.toLowerCase()) === index,
  );
  const added: Confirmation[] = owners
    .filter((owner) => !listed.has(owner.toLowerCase()))
    .map((owner) => ({
      signer: { value: owner, name: null, logoUri: null },
      signature: proven.get(owner.toLowerCase())!,
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
