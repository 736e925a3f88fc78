// A bundle as TransactionDetails goes through the same verification as a gateway transaction:
// the hash recomputed here matches, signatures are proven against the owners, tampering is found.
import { describe, expect, it } from 'vitest';
import type { SafeInfo } from '../../../../src/gateway';
import { calculateBundleHash, type TransactionBundle } from '../../../../src/safe/bundle';
import { transactionDetailsFromBundle } from '../../../../src/session/bundles/bundleDetails';
import { safeInfoFromChainState } from '../../../../src/session/review/safeInfoFromChain';
import { verifyTransactionDetails } from '../../../../src/session/review/verification';
import { owners, safe, signedBy, unsignedTransactionBundle } from '../../safe/bundle/fixtures';

const [a, b] = owners as [(typeof owners)[0], (typeof owners)[0]];
// A 1.4.1 Safe of the three test owners, threshold 2, as a chain read would give it.
const safeInfo: SafeInfo = safeInfoFromChainState(
  {
    chainId: '31337',
    safeAddress: safe,
    owners: owners.map((o) => o.address),
    threshold: 2,
    nonce: 5n,
    version: '1.4.1',
    implementation: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
    implementationCodeHash: '0x' + '00'.repeat(32),
    implementationEmpty: false,
  },
  '31337',
);

const verify = (bundle: TransactionBundle) =>
  verifyTransactionDetails(transactionDetailsFromBundle(bundle, 1_000), safeInfo, '31337');

describe('transactionDetailsFromBundle', () => {
  it('carries the SafeTx and the signatures as a queued multisig transaction', () => {
    const bundle = signedBy(unsignedTransactionBundle(), a, b) as TransactionBundle;
    const details = transactionDetailsFromBundle(bundle, 1_000, { threshold: 2 });
    expect(details.txStatus).toBe('AWAITING_CONFIRMATIONS');
    expect(details.executedAt).toBeNull();
    expect(details.txData).toMatchObject({ value: '1000', operation: 0, hexData: null });
    const info = details.detailedExecutionInfo;
    expect(info?.type === 'MULTISIG' && info.safeTxHash).toBe(calculateBundleHash(bundle));
    expect(info?.type === 'MULTISIG' && info.confirmations.map((c) => c.signer.value)).toEqual(
      bundle.signatures.map((s) => s.signer),
    );
    expect(info?.type === 'MULTISIG' && info.confirmationsRequired).toBe(2);
  });

  it('verifies a genuine bundle with both signatures proven', () => {
    const result = verify(signedBy(unsignedTransactionBundle(), a, b) as TransactionBundle);
    expect(result.verdict).toBe('verified');
    expect(result.computedHash).toBe(calculateBundleHash(unsignedTransactionBundle()));
    expect(result.confirmations?.validSigners.sort()).toEqual([a.address, b.address].sort());
  });

  it('finds a changed value: the signatures no longer come from the owners', () => {
    const signed = signedBy(unsignedTransactionBundle(), a) as TransactionBundle;
    const tampered = { ...signed, transaction: { ...signed.transaction, value: '9999999' } };
    const result = verify(tampered);
    expect(result.confirmations?.validSigners).toEqual([]);
    expect(result.findings.map((f) => f.code)).toContain('CONFIRMATION_SIGNER_MISMATCH');
  });
});
