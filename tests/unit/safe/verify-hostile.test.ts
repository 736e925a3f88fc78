// verifySafeTransaction promises never to throw: hostile gateway data (odd or empty hex, a chain
// id that is not a number, a signature whose offset points outside it, missing fields) must come
// back as a blocking finding.
import { describe, expect, it } from 'vitest';
import type { SafeInfo, TransactionDetails } from '../../../src/gateway/types';
import { approvedHashSignature, buildSignatureBytes } from '../../../src/safe/index.js';
import { makeTransactionDetails, owners, wallets } from './helpers/gateway-fixtures.js';
import { errorCodes, multisig, verify } from './helpers/verify-kit.js';

const honest = () => makeTransactionDetails({ to: wallets[5]!.address, value: 1n });

/** A contract-signature part for `owner` whose offset `s` points at `offset`, followed by `tail`. */
function contractPart(owner: string, offset: bigint, tail = ''): string {
  const r = owner.toLowerCase().slice(2).padStart(64, '0');
  const s = offset.toString(16).padStart(64, '0');
  return `0x${r}${s}00${tail}`;
}

describe('verifySafeTransaction with hostile data', () => {
  const cases: [string, (d: TransactionDetails) => void, string][] = [
    ['odd-length hex data', (d) => void (d.txData!.hexData = '0xabc'), 'MISSING_TRANSACTION_DATA'],
    ['empty hex data', (d) => void (d.txData!.hexData = ''), 'MISSING_TRANSACTION_DATA'],
    [
      'hex data that is not hex',
      (d) => void (d.txData!.hexData = '0xzz'),
      'MISSING_TRANSACTION_DATA',
    ],
    [
      'a signature offset beyond its end',
      (d) =>
        void (multisig(d).confirmations[0]!.signature = contractPart(
          owners[0]!.address,
          10n ** 30n,
        )),
      'INVALID_SIGNATURE',
    ],
    [
      'a signature offset into its own static part',
      (d) =>
        void (multisig(d).confirmations[0]!.signature = contractPart(
          owners[0]!.address,
          0n,
          '00'.repeat(64),
        )),
      'INVALID_SIGNATURE',
    ],
    [
      'a signature length beyond its end',
      (d) =>
        void (multisig(d).confirmations[0]!.signature = contractPart(
          owners[0]!.address,
          65n,
          'ff'.repeat(32),
        )),
      'INVALID_SIGNATURE',
    ],
    [
      'missing confirmations and safeTxHash',
      (d) => {
        const info = multisig(d) as unknown as Record<string, unknown>;
        delete info.confirmations;
        delete info.safeTxHash;
      },
      'SAFE_TX_HASH_MISMATCH',
    ],
    [
      'a missing txData.to',
      (d) => void delete (d.txData as unknown as Record<string, unknown>).to,
      'MISSING_TRANSACTION_DATA',
    ],
    [
      'a nonce that is not a number',
      (d) => void (multisig(d).nonce = 'x' as unknown as number),
      'MISSING_TRANSACTION_DATA',
    ],
  ];

  it.each(cases)('reports %s as a finding', async (_name, tamper, code) => {
    const details = await honest();
    tamper(details);
    let report: ReturnType<typeof verify> | undefined;
    expect(() => (report = verify(details))).not.toThrow();
    expect(report!.ok).toBe(false);
    expect(errorCodes(report!)).toContain(code);
  });

  it('reports a chain id that is not a number', async () => {
    const details = await honest();
    const report = verify(details, { chainId: 'mainnet' });
    expect(report.ok).toBe(false);
    expect(errorCodes(report)).toEqual(['VERIFICATION_FAILED']);
  });

  it('reports a SafeInfo without owners or address', async () => {
    const details = await honest();
    const report = verify(details, {
      safe: { address: null, owners: null } as unknown as SafeInfo,
    });
    expect(report.ok).toBe(false);
    expect(report.findings.length).toBeGreaterThan(0);
  });

  it('still accepts a well-formed approved-hash part as "not checked on chain"', async () => {
    const details = await honest();
    multisig(details).confirmations[1] = {
      signer: { value: owners[1]!.address, name: null, logoUri: null },
      signature: buildSignatureBytes([approvedHashSignature(owners[1]!.address)]),
      submittedAt: 1,
    };
    const report = verify(details);
    expect(report.ok).toBe(true);
    expect(report.confirmations?.checks.map((c) => c.status)).toEqual(['valid', 'unverified']);
  });
});
