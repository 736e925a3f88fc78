import { TypedDataEncoder, hashMessage } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  verifyMessageDetails,
  verifyTransactionDetails,
} from '../../../../src/session/review/verification';
import {
  getSafeDomainSeparator,
  getSafeTxTypedData,
  createSafeTransaction,
} from '../../../../src/safe';
import {
  chainId,
  makeSafeInfo,
  makeSafeMessage,
  makeTransactionDetails,
  safeAddress,
  wallets,
} from '../../safe/helpers/gateway-fixtures';

const call = { to: wallets[5]!.address, value: 10n ** 18n };

describe('verifyTransactionDetails', () => {
  it('verifies a genuine transaction and gives the three hashes a hardware wallet shows', async () => {
    const details = await makeTransactionDetails(call);
    const result = verifyTransactionDetails(details, makeSafeInfo(), chainId.toString());
    expect(result.verdict).toBe('verified');
    expect(result.version).toBe('1.4.1');
    expect(result.domainHash).toBe(
      getSafeDomainSeparator({ safeAddress, chainId, version: '1.4.1' }),
    );
    const info = details.detailedExecutionInfo;
    expect(result.computedHash).toBe(info?.type === 'MULTISIG' && info.safeTxHash);
    const { types, message } = getSafeTxTypedData({
      safeAddress,
      chainId,
      version: '1.4.1',
      transaction: createSafeTransaction(call, { nonce: 7n }),
    });
    expect(result.messageHash).toBe(TypedDataEncoder.from(types).hash(message));
  });

  it('reports a mismatch when the gateway shows another value than was signed', async () => {
    const details = await makeTransactionDetails(call);
    const tampered = { ...details, txData: { ...details.txData!, value: '2000000000000000000' } };
    const result = verifyTransactionDetails(tampered, makeSafeInfo(), chainId.toString());
    expect(result.verdict).toBe('mismatch');
    expect(result.computedHash).not.toBe(result.gatewayHash);
    expect(result.findings.map((f) => f.code)).toContain('SAFE_TX_HASH_MISMATCH');
  });

  it('uses the domain without chainId for Safes below 1.3.0', async () => {
    const details = await makeTransactionDetails(call, { version: '1.1.1' });
    const result = verifyTransactionDetails(details, makeSafeInfo('1.1.1'), chainId.toString());
    expect(result.domainHash).toBe(
      getSafeDomainSeparator({ safeAddress, chainId: 1n, version: '1.1.1' }),
    );
    expect(result.computedHash).toBe(result.gatewayHash);
  });

  it('takes the version of a known implementation when the gateway reports none', async () => {
    const details = await makeTransactionDetails(call);
    const result = verifyTransactionDetails(
      details,
      { ...makeSafeInfo(), version: null },
      chainId.toString(),
    );
    expect(result.version).toBe('1.4.1');
    expect(result.verdict).toBe('verified');
  });

  it('is a mismatch when no version can be settled', async () => {
    const details = await makeTransactionDetails(call);
    const safe = makeSafeInfo();
    const result = verifyTransactionDetails(
      details,
      {
        ...safe,
        version: null,
        implementation: { ...safe.implementation, value: wallets[7]!.address },
      },
      chainId.toString(),
    );
    expect(result.verdict).toBe('mismatch');
    expect(result.domainHash).toBeNull();
    expect(result.findings.map((f) => f.code)).toContain('UNKNOWN_SAFE_VERSION');
  });
});

describe('verifyMessageDetails', () => {
  it('verifies a text message and shows its content hash', async () => {
    const message = await makeSafeMessage('hello owners');
    const result = verifyMessageDetails(message, makeSafeInfo(), chainId.toString());
    expect(result.verdict).toBe('verified');
    expect(result.contentHash).toBe(hashMessage('hello owners'));
    expect(result.computedHash).toBe(message.messageHash);
  });

  it('reports a message whose text differs from what was signed', async () => {
    const message = await makeSafeMessage('hello owners');
    const result = verifyMessageDetails(
      { ...message, message: 'send everything to me' },
      makeSafeInfo(),
      chainId.toString(),
    );
    expect(result.verdict).toBe('mismatch');
    expect(result.findings.map((f) => f.code)).toContain('MESSAGE_HASH_MISMATCH');
  });
});
