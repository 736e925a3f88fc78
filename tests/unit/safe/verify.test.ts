// The verifier: a genuine transaction or message passes clean; every single tampered field, signer,
// decoding or risky call is reported, never silently accepted.
import { describe, expect, it } from 'vitest';
import { getAddress, hexlify, randomBytes } from 'ethers';
import type {
  DataDecoded,
  MultisigExecutionDetails,
  TransactionDetails,
} from '../../../src/gateway/types';
import {
  buildAddOwnerCall,
  buildChangeThresholdCall,
  buildDeleteGuardCall,
  buildDisableModuleCall,
  buildEnableModuleCall,
  buildErc20TransferCall,
  buildImplementationUpdateCall,
  buildMultiSendCall,
  buildNativeTransferCall,
  buildRemoveOwnerCall,
  buildSetFallbackHandlerCall,
  buildSetGuardCall,
  buildSwapOwnerCall,
  calculateSafeTxHash,
  createSafeTransaction,
  decodeCalldata,
  verifySafeMessage,
  verifySafeTransaction,
  type FindingCode,
  type VerificationReport,
} from '../../../src/safe/index.js';
import {
  chainId,
  makeSafeInfo,
  makeSafeMessage,
  makeTransactionDetails,
  outsider,
  owners,
  safeAddress,
  singleton,
  wallets,
} from './helpers/gateway-fixtures.js';

const token = getAddress('0x00000000000000000000000000000000000070c3');
const recipient = wallets[5]!.address;
const multiSendCallOnly141 = '0x9641d764fc13c8B624c04430C7356C1C7C8102e2';
const devnetMigration = getAddress('0x000000000000000000000000000000000000d1e7');
const codeHash141 = singleton('1.4.1').codeHash;

const codes = (report: VerificationReport) => report.findings.map((f) => f.code);
const errorCodes = (report: VerificationReport) =>
  report.findings.filter((f) => f.severity === 'error').map((f) => f.code);

function verify(
  transaction: TransactionDetails,
  overrides: Partial<Parameters<typeof verifySafeTransaction>[0]> = {},
) {
  return verifySafeTransaction({
    transaction,
    safe: makeSafeInfo(),
    chainId,
    implementationCodeHash: codeHash141,
    ...overrides,
  });
}

function multisig(details: TransactionDetails): MultisigExecutionDetails {
  return details.detailedExecutionInfo as MultisigExecutionDetails;
}

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

  describe('decoded data', () => {
    const call = buildErc20TransferCall({ token, to: recipient, value: 10n });

    it('reports a different method', async () => {
      const details = await makeTransactionDetails(call);
      details.txData!.dataDecoded!.method = 'approve';
      expect(errorCodes(verify(details))).toEqual(['DATA_DECODED_MISMATCH']);
    });

    it('reports a different parameter value, type or count', async () => {
      for (const tamper of [
        (d: DataDecoded) => (d.parameters![0]!.value = outsider.address),
        (d: DataDecoded) => (d.parameters![1]!.value = '1000000'),
        (d: DataDecoded) => (d.parameters![1]!.type = 'uint128'),
        (d: DataDecoded) => d.parameters!.pop(),
      ]) {
        const details = await makeTransactionDetails(call);
        tamper(details.txData!.dataDecoded!);
        const report = verify(details);
        expect(errorCodes(report)).toContain('DATA_DECODED_MISMATCH');
        expect(codes(report)).not.toContain('SAFE_TX_HASH_MISMATCH');
      }
    });

    it('accepts equivalent spellings (lower-case address, leading zeros)', async () => {
      const details = await makeTransactionDetails(call);
      details.txData!.dataDecoded!.parameters![0]!.value = recipient.toLowerCase();
      details.txData!.dataDecoded!.parameters![1]!.value = '010';
      expect(verify(details).findings).toEqual([]);
    });

    it('reports a decoding with no calldata behind it', async () => {
      const details = await makeTransactionDetails(
        buildNativeTransferCall({ to: recipient, value: 1n }),
      );
      details.txData!.dataDecoded = { method: 'transfer', parameters: [] };
      expect(errorCodes(verify(details))).toEqual(['DATA_DECODED_MISMATCH']);
    });

    it('checks unknown selectors by re-encoding the gateway decoding', async () => {
      // deposit(uint256,bool): not in the local decoder.
      const data = `0x${'a1b2c3d4'}${'0'.repeat(63)}5${'0'.repeat(63)}1`;
      const details = await makeTransactionDetails({ to: token, data });
      const { id } = await import('ethers');
      const selector = id('deposit(uint256,bool)').slice(2, 10);
      const realData = `0x${selector}${data.slice(10)}`;
      const genuine = await makeTransactionDetails({ to: token, data: realData });
      genuine.txData!.dataDecoded = {
        method: 'deposit',
        parameters: [
          { name: 'amount', type: 'uint256', value: '5' },
          { name: 'flag', type: 'bool', value: 'True' },
        ],
      };
      expect(verify(genuine).findings).toEqual([]);
      genuine.txData!.dataDecoded.parameters![0]!.value = '6';
      expect(errorCodes(verify(genuine))).toEqual(['DATA_DECODED_MISMATCH']);
      details.txData!.dataDecoded = {
        method: 'deposit',
        parameters: [{ name: 'order', type: 'tuple', value: ['5', 'True'] }],
      };
      expect(codes(verify(details))).toEqual(['DATA_DECODED_UNVERIFIED']);
    });
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

  describe('delegatecalls', () => {
    it('reports a delegatecall to an untrusted contract even when correctly signed (Bybit)', async () => {
      const details = await makeTransactionDetails({
        to: outsider.address,
        data: '0xa9059cbb',
        operation: 1,
      });
      const report = verify(details);
      expect(errorCodes(report)).toEqual(['UNTRUSTED_DELEGATECALL']);
      expect(report.findings[0]!.actual).toBe(outsider.address);
    });

    it('accepts MultiSendCallOnly and reports untrusted delegatecalls inside a batch', async () => {
      const calls = [buildNativeTransferCall({ to: recipient, value: 1n })];
      const clean = await makeTransactionDetails(
        buildMultiSendCall({ multiSend: multiSendCallOnly141, calls }),
      );
      expect(verify(clean).findings).toEqual([]);
      const nested = await makeTransactionDetails(
        buildMultiSendCall({
          multiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
          calls: [...calls, { to: outsider.address, data: '0x', operation: 1 }],
        }),
      );
      const report = verify(nested);
      expect(errorCodes(report)).toEqual(['UNTRUSTED_DELEGATECALL']);
      expect(report.findings[0]!.path).toBe('txData.multiSend[1]');
    });

    it('trusts a migration only when the caller names it, and flags the implementation change', async () => {
      const details = await makeTransactionDetails(
        buildImplementationUpdateCall({
          migration: devnetMigration,
          l2: true,
          withFallbackHandler: true,
        }),
      );
      expect(errorCodes(verify(details))).toEqual(['UNTRUSTED_DELEGATECALL']);
      const trusted = verify(details, { trustedDelegateCallTargets: [devnetMigration] });
      expect(trusted.ok).toBe(true);
      expect(codes(trusted)).toEqual(['IMPLEMENTATION_CHANGE']);
    });
  });

  describe('settings changes', () => {
    const list = owners.map((o) => o.address);
    const cases: [string, () => ReturnType<typeof buildAddOwnerCall>, FindingCode[]][] = [
      [
        'addOwner',
        () => buildAddOwnerCall({ safeAddress, owner: recipient, threshold: 2n }),
        ['OWNER_CHANGE'],
      ],
      [
        'removeOwner',
        () => buildRemoveOwnerCall({ safeAddress, owners: list, owner: list[1]!, threshold: 1n }),
        ['OWNER_CHANGE'],
      ],
      [
        'swapOwner',
        () =>
          buildSwapOwnerCall({
            safeAddress,
            owners: list,
            oldOwner: list[2]!,
            newOwner: recipient,
          }),
        ['OWNER_CHANGE'],
      ],
      [
        'changeThreshold',
        () => buildChangeThresholdCall({ safeAddress, threshold: 1n }),
        ['THRESHOLD_CHANGE'],
      ],
      [
        'enableModule',
        () => buildEnableModuleCall({ safeAddress, module: recipient }),
        ['MODULE_CHANGE'],
      ],
      [
        'disableModule',
        () => buildDisableModuleCall({ safeAddress, modules: [recipient], module: recipient }),
        ['MODULE_CHANGE'],
      ],
      ['setGuard', () => buildSetGuardCall({ safeAddress, guard: recipient }), ['GUARD_CHANGE']],
      ['deleteGuard', () => buildDeleteGuardCall({ safeAddress }), ['GUARD_CHANGE']],
      [
        'setFallbackHandler (official)',
        () =>
          buildSetFallbackHandlerCall({
            safeAddress,
            handler: '0xf48f2B2d2a534e402487b3ee7C18c33Aec0Fe5e4',
          }),
        ['FALLBACK_HANDLER_CHANGE'],
      ],
      [
        'setFallbackHandler (unknown)',
        () => buildSetFallbackHandlerCall({ safeAddress, handler: recipient }),
        ['FALLBACK_HANDLER_CHANGE', 'UNTRUSTED_FALLBACK_HANDLER'],
      ],
    ];

    it.each(cases)('warns about %s', async (_name, build, expected) => {
      const report = verify(await makeTransactionDetails(build()));
      expect(codes(report)).toEqual(expected);
      expect(report.findings.every((f) => f.severity === 'warning')).toBe(true);
    });

    it('warns about an owner change inside a multiSend', async () => {
      const details = await makeTransactionDetails(
        buildMultiSendCall({
          multiSend: multiSendCallOnly141,
          calls: [
            buildNativeTransferCall({ to: recipient, value: 1n }),
            buildAddOwnerCall({ safeAddress, owner: outsider.address, threshold: 1n }),
          ],
        }),
      );
      const report = verify(details);
      expect(codes(report)).toEqual(['OWNER_CHANGE']);
      expect(report.findings[0]!.path).toBe('txData.multiSend[1]');
    });

    it('reports a hidden owner change: the gateway decoding omits the batched call', async () => {
      const details = await makeTransactionDetails(
        buildMultiSendCall({
          multiSend: multiSendCallOnly141,
          calls: [
            buildNativeTransferCall({ to: recipient, value: 1n }),
            buildAddOwnerCall({ safeAddress, owner: outsider.address, threshold: 1n }),
          ],
        }),
      );
      const parameter = details.txData!.dataDecoded!.parameters![0]!;
      (parameter.valueDecoded as unknown[]).pop();
      const report = verify(details);
      expect(errorCodes(report)).toEqual(['DATA_DECODED_MISMATCH']);
      expect(codes(report)).toContain('OWNER_CHANGE');
      // Or shows a harmless call in its place.
      const disguised = await makeTransactionDetails(
        buildMultiSendCall({
          multiSend: multiSendCallOnly141,
          calls: [buildAddOwnerCall({ safeAddress, owner: outsider.address, threshold: 1n })],
        }),
      );
      const inner = (
        disguised.txData!.dataDecoded!.parameters![0]!.valueDecoded as { dataDecoded: unknown }[]
      )[0]!;
      inner.dataDecoded = decodeCalldata(
        buildChangeThresholdCall({ safeAddress, threshold: 2n }).data,
      );
      const disguisedReport = verify(disguised);
      expect(errorCodes(disguisedReport)).toContain('DATA_DECODED_MISMATCH');
      expect(codes(disguisedReport)).toContain('OWNER_CHANGE');
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
