// The message verifier: a genuine message passes clean; a tampered text, typed data, hash,
// confirmation or prepared signature is reported, never silently accepted.
import { describe, expect, it } from 'vitest';
import { hexlify, randomBytes } from 'ethers';
import {
  approvedHashSignature,
  buildSignatureBytes,
  ecdsaSignature,
  getSafeMessageTypedData,
  verifySafeMessage,
  type SafeChainState,
  type VerificationReport,
} from '../../../src/safe/index.js';
import {
  chainId,
  makeSafeInfo,
  makeSafeMessage,
  outsider,
  owners,
  singleton,
  wallets,
} from './helpers/gateway-fixtures.js';

const recipient = wallets[5]!.address;
const codeHash141 = singleton('1.4.1').codeHash;
const codes = (report: VerificationReport) => report.findings.map((f) => f.code);
const errorCodes = (report: VerificationReport) =>
  report.findings.filter((f) => f.severity === 'error').map((f) => f.code);

describe('verifySafeMessage', () => {
  const typed = {
    domain: { name: 'App', version: '1', chainId: 31337, verifyingContract: recipient },
    types: { Order: [{ name: 'amount', type: 'uint256' }] },
    primaryType: 'Order',
    message: { amount: '5' },
  };
  const check = (message: Awaited<ReturnType<typeof makeSafeMessage>>, safe = makeSafeInfo()) =>
    verifySafeMessage({ message, safe, chainId, implementationCodeHash: codeHash141 });

  it('passes genuine text and typed-data messages', async () => {
    for (const content of ['I agree', typed]) {
      const message = await makeSafeMessage(content);
      const report = check(message);
      expect(report.findings).toEqual([]);
      expect(report.hash).toBe(message.messageHash);
    }
  });

  it('reports a tampered message text or typed data', async () => {
    const text = await makeSafeMessage('I agree');
    text.message = 'I agree to pay';
    expect(errorCodes(check(text))).toContain('MESSAGE_HASH_MISMATCH');
    const data = await makeSafeMessage(typed);
    data.message = { ...typed, message: { amount: '6' } };
    expect(errorCodes(check(data))).toContain('MESSAGE_HASH_MISMATCH');
  });

  it('reports a tampered messageHash and tampered confirmations', async () => {
    const message = await makeSafeMessage('I agree');
    message.messageHash = hexlify(randomBytes(32));
    expect(errorCodes(check(message))).toEqual(['MESSAGE_HASH_MISMATCH']);
    const claimed = await makeSafeMessage('I agree');
    claimed.confirmations[1]!.owner.value = owners[2]!.address;
    expect(errorCodes(check(claimed))).toEqual(['CONFIRMATION_SIGNER_MISMATCH']);
    const outsiderSigned = await makeSafeMessage('I agree', { signers: [owners[0]!, outsider] });
    expect(errorCodes(check(outsiderSigned))).toEqual([
      'CONFIRMATION_SIGNER_NOT_OWNER',
      'PREPARED_SIGNATURE_INVALID',
    ]);
  });

  it('does not let one approved-hash part complete a 2-of-3 prepared signature', async () => {
    const message = await makeSafeMessage('I agree', { signers: [owners[0]!] });
    const {
      domain,
      types,
      message: value,
    } = getSafeMessageTypedData({
      safeAddress: makeSafeInfo().address.value,
      chainId,
      version: '1.4.1',
      message: 'I agree',
    });
    const first = ecdsaSignature(
      owners[0]!.address,
      await owners[0]!.signTypedData(domain, types, value),
      'eth_signTypedData',
    );
    message.preparedSignature = buildSignatureBytes([
      first,
      approvedHashSignature(owners[1]!.address),
    ]);
    expect(errorCodes(check(message))).toEqual(['PREPARED_SIGNATURE_INVALID']);
    // Counted once the chain confirms the approval.
    const approved = verifySafeMessage({
      message,
      safe: makeSafeInfo(),
      chainId,
      implementationCodeHash: codeHash141,
      onChainSignatures: new Map([[owners[1]!.address.toLowerCase(), true]]),
    });
    expect(errorCodes(approved)).toEqual([]);
  });

  it('uses the chain’s owners and blocks a gateway that adds one', async () => {
    const message = await makeSafeMessage('I agree', { signers: [owners[0]!, outsider] });
    const safe = makeSafeInfo();
    const chainState: SafeChainState = {
      chainId: chainId.toString(),
      safeAddress: safe.address.value,
      owners: owners.map((o) => o.address),
      threshold: 2,
      nonce: 7n,
      version: '1.4.1',
      implementation: safe.implementation.value,
      implementationCodeHash: codeHash141,
      implementationEmpty: false,
    };
    const lying = {
      ...safe,
      owners: [...safe.owners, { value: outsider.address, name: null, logoUri: null }],
    };
    const report = verifySafeMessage({ message, safe: lying, chainId, chainState });
    expect(errorCodes(report)).toEqual([
      'OWNERS_MISMATCH',
      'CONFIRMATION_SIGNER_NOT_OWNER',
      'PREPARED_SIGNATURE_INVALID',
    ]);
  });

  it('reports a prepared signature that is not the owners’', async () => {
    const message = await makeSafeMessage('I agree');
    const other = await makeSafeMessage('I agree', { signers: [outsider] });
    message.preparedSignature = other.preparedSignature!;
    expect(errorCodes(check(message))).toEqual(['PREPARED_SIGNATURE_INVALID']);
    message.preparedSignature = '0x1234';
    expect(errorCodes(check(message))).toEqual(['PREPARED_SIGNATURE_INVALID']);
  });

  it('warns about typed data for another chain and Safe transactions disguised as messages', async () => {
    const otherChain = await makeSafeMessage({ ...typed, domain: { ...typed.domain, chainId: 1 } });
    expect(codes(check(otherChain))).toEqual(['MESSAGE_FOR_OTHER_CHAIN']);
    const safeTx = await makeSafeMessage({
      domain: { chainId: 31337, verifyingContract: recipient },
      types: { SafeTx: [{ name: 'to', type: 'address' }] },
      primaryType: 'SafeTx',
      message: { to: outsider.address },
    });
    expect(codes(check(safeTx))).toEqual(['MESSAGE_IS_SAFE_TRANSACTION']);
  });

  it('reports typed data without a derivable primaryType instead of throwing', async () => {
    const message = await makeSafeMessage('I agree');
    message.message = {
      domain: {},
      types: { A: [{ name: 'x', type: 'uint256' }], B: [{ name: 'y', type: 'uint256' }] },
      message: {},
    };
    const report = check(message);
    expect(errorCodes(report)).toEqual(['MESSAGE_HASH_MISMATCH']);
    expect(report.findings[0]!.actual).toBe('Please specify primaryType');
  });
});
