// The transaction verifier: a genuine transaction passes clean; every single tampered field, signer,
// decoding or risky call is reported, never silently accepted.
import { describe, expect, it } from 'vitest';
import { hexlify, randomBytes } from 'ethers';
import type { TransactionDetails } from '../../../src/gateway/types';
import {
  buildErc20TransferCall,
  buildNativeTransferCall,
  calculateSafeTxHash,
  createSafeTransaction,
} from '../../../src/safe/index.js';
import {
  chainId,
  makeSafeInfo,
  makeTransactionDetails,
  outsider,
  owners,
  safeAddress,
  singleton,
} from './helpers/gateway-fixtures.js';
import {
  codeHash141,
  codes,
  errorCodes,
  multisig,
  recipient,
  token,
  verify,
} from './helpers/verify-kit.js';

describe('verifySafeTransaction', () => {
  it('passes a genuine ERC-20 transfer without findings', async () => {
    const details = await makeTransactionDetails(
      buildErc20TransferCall({ token, to: recipient, value: 10n }),
    );
    const report = verify(details);
    expect(report.findings).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.hash).toBe(multisig(details).safeTxHash);
  });

  const tamperings: [string, (d: TransactionDetails) => void][] = [
    ['to', (d) => (d.txData!.to.value = outsider.address)],
    ['value', (d) => (d.txData!.value = '1')],
    ['data', (d) => (d.txData!.hexData = d.txData!.hexData!.replace(/0a$/, '0b'))],
    ['operation', (d) => (d.txData!.operation = 1)],
    ['safeTxGas', (d) => (multisig(d).safeTxGas = '1')],
    ['baseGas', (d) => (multisig(d).baseGas = '1')],
    ['gasPrice', (d) => (multisig(d).gasPrice = '1')],
    ['gasToken', (d) => (multisig(d).gasToken = token)],
    ['refundReceiver', (d) => (multisig(d).refundReceiver.value = outsider.address)],
    ['nonce', (d) => (multisig(d).nonce = 8)],
  ];

  it.each(tamperings)('reports a tampered %s as a safeTxHash mismatch', async (_field, tamper) => {
    const details = await makeTransactionDetails(
      buildErc20TransferCall({ token, to: recipient, value: 10n }),
    );
    tamper(details);
    const report = verify(details);
    expect(errorCodes(report)).toContain('SAFE_TX_HASH_MISMATCH');
    expect(errorCodes(report)).toContain('TX_ID_MISMATCH');
    expect(report.ok).toBe(false);
  });

  it.each(tamperings)(
    'reports a tampered %s with a matching forged safeTxHash through the confirmations',
    async (_field, tamper) => {
      const details = await makeTransactionDetails(
        buildErc20TransferCall({ token, to: recipient, value: 10n }),
      );
      tamper(details);
      const info = multisig(details);
      const forged = calculateSafeTxHash({
        safeAddress,
        chainId,
        version: '1.4.1',
        transaction: createSafeTransaction(
          {
            to: details.txData!.to.value,
            value: BigInt(details.txData!.value!),
            data: details.txData!.hexData!,
            operation: details.txData!.operation,
          },
          {
            nonce: BigInt(info.nonce),
            safeTxGas: BigInt(info.safeTxGas),
            baseGas: BigInt(info.baseGas),
            gasPrice: BigInt(info.gasPrice),
            gasToken: info.gasToken,
            refundReceiver: info.refundReceiver.value,
          },
        ),
      });
      info.safeTxHash = forged;
      details.txId = `multisig_${safeAddress}_${forged}`;
      const report = verify(details);
      expect(codes(report)).not.toContain('SAFE_TX_HASH_MISMATCH');
      expect(errorCodes(report)).toContain('CONFIRMATION_SIGNER_MISMATCH');
      expect(report.ok).toBe(false);
    },
  );

  it('reports a txId naming another transaction or Safe', async () => {
    const details = await makeTransactionDetails(
      buildNativeTransferCall({ to: recipient, value: 1n }),
    );
    details.txId = details.txId.replace(safeAddress, outsider.address);
    expect(errorCodes(verify(details))).toEqual(['TX_ID_MISMATCH']);
    details.txId = 'multisig_garbage';
    expect(errorCodes(verify(details))).toEqual(['TX_ID_MISMATCH']);
  });

  it('reports a transaction of another Safe', async () => {
    const details = await makeTransactionDetails(
      buildNativeTransferCall({ to: recipient, value: 1n }),
    );
    details.safeAddress = outsider.address;
    expect(errorCodes(verify(details))).toContain('SAFE_ADDRESS_MISMATCH');
  });

  describe('confirmations', () => {
    const call = buildNativeTransferCall({ to: recipient, value: 1n });

    it('reports a signature shown for another owner', async () => {
      const details = await makeTransactionDetails(call);
      multisig(details).confirmations[0]!.signer.value = owners[2]!.address;
      expect(errorCodes(verify(details))).toEqual(['CONFIRMATION_SIGNER_MISMATCH']);
    });

    it('reports a signature from a non-owner, even when claimed honestly', async () => {
      const details = await makeTransactionDetails(call, { signers: [owners[0]!, outsider] });
      expect(errorCodes(verify(details))).toEqual(['CONFIRMATION_SIGNER_NOT_OWNER']);
    });

    it('reports a swapped signature and garbage', async () => {
      const details = await makeTransactionDetails(call);
      const [first, second] = multisig(details).confirmations;
      [first!.signature, second!.signature] = [second!.signature, first!.signature];
      expect(errorCodes(verify(details))).toEqual([
        'CONFIRMATION_SIGNER_MISMATCH',
        'CONFIRMATION_SIGNER_MISMATCH',
      ]);
      // v = 29 is no Safe signature type.
      first!.signature = `0x${'11'.repeat(64)}1d`;
      expect(errorCodes(verify(details))).toContain('INVALID_SIGNATURE');
      first!.signature = '0x1234';
      expect(errorCodes(verify(details))).toContain('INVALID_SIGNATURE');
    });

    it('flags approvals that can only be checked on chain, and duplicates', async () => {
      const details = await makeTransactionDetails(call, { signers: [owners[0]!] });
      const approved = `0x${'0'.repeat(24)}${owners[1]!.address.slice(2).toLowerCase()}${'0'.repeat(64)}01`;
      multisig(details).confirmations.push(
        {
          signer: { value: owners[1]!.address, name: null, logoUri: null },
          signature: approved,
          submittedAt: 1,
        },
        { ...multisig(details).confirmations[0]! },
      );
      const report = verify(details);
      expect(report.ok).toBe(true);
      expect(codes(report).sort()).toEqual(['DUPLICATE_CONFIRMATION', 'UNVERIFIED_CONFIRMATION']);
    });
  });

  describe('implementation', () => {
    it('reports an implementation that is not official Safe code', async () => {
      const details = await makeTransactionDetails(
        buildNativeTransferCall({ to: recipient, value: 1n }),
      );
      const report = verify(details, { implementationCodeHash: hexlify(randomBytes(32)) });
      expect(errorCodes(report)).toEqual(['UNKNOWN_IMPLEMENTATION']);
    });

    it('warns when the implementation was not checked', async () => {
      const details = await makeTransactionDetails(
        buildNativeTransferCall({ to: recipient, value: 1n }),
      );
      expect(codes(verify(details, { implementationCodeHash: undefined }))).toEqual([
        'IMPLEMENTATION_UNVERIFIED',
      ]);
    });

    it('reports a reported version that differs from the code', async () => {
      const details = await makeTransactionDetails(
        buildNativeTransferCall({ to: recipient, value: 1n }),
      );
      const safe = { ...makeSafeInfo(), version: '1.3.0+L2' };
      expect(errorCodes(verify(details, { safe }))).toEqual(['SAFE_VERSION_MISMATCH']);
    });

    it('warns about an untrusted fallback handler', async () => {
      const details = await makeTransactionDetails(
        buildNativeTransferCall({ to: recipient, value: 1n }),
      );
      const safe = {
        ...makeSafeInfo(),
        fallbackHandler: { value: outsider.address, name: null, logoUri: null },
      };
      expect(codes(verify(details, { safe }))).toEqual(['UNTRUSTED_FALLBACK_HANDLER']);
    });

    it('hashes with the version of the code (1.3.0 and a pre-1.3.0 domain)', async () => {
      for (const version of ['1.3.0', '1.2.0']) {
        const details = await makeTransactionDetails(
          buildNativeTransferCall({ to: recipient, value: 1n }),
          { version },
        );
        const safe = makeSafeInfo(version);
        const report = verify(details, {
          safe,
          implementationCodeHash: singleton(version, version === '1.3.0').codeHash,
        });
        expect(report.findings).toEqual([]);
        // Verified as if it were 1.4.1 code, the hash no longer matches for 1.2.0 (no chainId).
        if (version === '1.2.0') {
          const wrong = verify(details, {
            safe: { ...safe, version: null },
            implementationCodeHash: codeHash141,
          });
          expect(errorCodes(wrong)).toContain('SAFE_TX_HASH_MISMATCH');
        }
      }
    });
  });

  it('reports missing details instead of throwing', async () => {
    const details = await makeTransactionDetails(
      buildNativeTransferCall({ to: recipient, value: 1n }),
    );
    expect(errorCodes(verify({ ...details, txData: null }))).toEqual(['MISSING_TRANSACTION_DATA']);
    const moduleTx = {
      ...details,
      detailedExecutionInfo: { type: 'MODULE' as const, address: details.txData!.to },
    };
    expect(errorCodes(verify(moduleTx))).toEqual(['MISSING_TRANSACTION_DATA']);
    const broken = structuredClone(details);
    multisig(broken).safeTxGas = 'lots';
    expect(errorCodes(verify(broken))).toEqual(['MISSING_TRANSACTION_DATA']);
  });
});
