// Approvals the chain records (approvedHashes ≠ 0) count in the review even when the gateway does
// not list them, or lists them without signature bytes: the confirmations gain the owner's v = 1
// signature and the chain's "yes", and the confirmation check then credits that owner.
import { describe, expect, it } from 'vitest';
import type { Confirmation, TransactionDetails } from '../../../../src/gateway';
import { buildSignatureBytes, checkConfirmations, contractSignature } from '../../../../src/safe';
import { withProvenApprovals } from '../../../../src/session/review/provenApprovals';

const HASH = `0x${'ab'.repeat(32)}`;
const PARENT = '0x1111111111111111111111111111111111111111';
const OTHER = '0x2222222222222222222222222222222222222222';
const V1 = `0x${PARENT.slice(2).padStart(64, '0')}${'00'.repeat(32)}01`;

function details(confirmations: Confirmation[]): TransactionDetails {
  return {
    safeAddress: OTHER,
    txId: 'multisig_x',
    detailedExecutionInfo: { type: 'MULTISIG', confirmations },
  } as unknown as TransactionDetails;
}
const confirmationsOf = (d: TransactionDetails) =>
  d.detailedExecutionInfo?.type === 'MULTISIG' ? d.detailedExecutionInfo.confirmations : [];
const signer = (value: string) => ({ value, name: null, logoUri: null });

describe('withProvenApprovals', () => {
  it('adds an approval the gateway does not list, and the review credits it', () => {
    const before = details([]);
    expect(checkConfirmations(HASH, [], [PARENT, OTHER], 'c').validSigners).toEqual([]);
    const { details: after, onChainSignatures } = withProvenApprovals(before, undefined, [PARENT]);
    const listed = confirmationsOf(after).map((c) => ({
      signer: c.signer.value,
      signature: c.signature,
    }));
    expect(listed).toEqual([{ signer: PARENT, signature: V1 }]);
    expect(onChainSignatures.get(PARENT.toLowerCase())).toBe(true);
    const check = checkConfirmations(HASH, listed, [PARENT, OTHER], 'c', {
      onChain: onChainSignatures,
    });
    expect(check.validSigners).toEqual([PARENT]);
  });

  it('fills in the bytes of an approval listed without a signature', () => {
    const { details: after } = withProvenApprovals(
      details([{ signer: signer(PARENT), signature: null, submittedAt: 5 }]),
      new Map([[OTHER.toLowerCase(), false]]),
      [PARENT],
    );
    expect(confirmationsOf(after)).toEqual([
      { signer: signer(PARENT), signature: V1, submittedAt: 5 },
    ]);
  });

  it('changes nothing without proven approvals, and keeps the chain’s other verdicts', () => {
    const original = details([{ signer: signer(OTHER), signature: null, submittedAt: 1 }]);
    const verdicts = new Map([[OTHER.toLowerCase(), false]]);
    const { details: after, onChainSignatures } = withProvenApprovals(original, verdicts, []);
    expect(after).toBe(original);
    expect(onChainSignatures.get(OTHER.toLowerCase())).toBe(false);
  });

  it('adds a parent’s proven message signature as its v = 0 contract signature', () => {
    const parentSignature = `0x${'cd'.repeat(130)}`;
    const expected = buildSignatureBytes([contractSignature(PARENT, parentSignature)]);
    const { details: after, onChainSignatures } = withProvenApprovals(
      details([{ signer: signer(OTHER), signature: null, submittedAt: 1 }]),
      undefined,
      [],
      [{ owner: PARENT, signature: parentSignature }],
    );
    const listed = confirmationsOf(after).map((c) => ({
      signer: c.signer.value,
      signature: c.signature,
    }));
    expect(listed).toEqual([
      { signer: OTHER, signature: null },
      { signer: PARENT, signature: expected },
    ]);
    const check = checkConfirmations(HASH, listed, [PARENT, OTHER], 'c', {
      onChain: onChainSignatures,
    });
    expect(check.validSigners).toEqual([PARENT]);
  });

  it('keeps the approval when the same parent is proven both ways (one confirmation each)', () => {
    const { details: after } = withProvenApprovals(
      details([]),
      undefined,
      [PARENT],
      [{ owner: PARENT.toUpperCase().replace('0X', '0x'), signature: '0x01' }],
    );
    expect(confirmationsOf(after).map((c) => c.signature)).toEqual([V1]);
  });
});
