// The transaction verifier on decodings and risks: a gateway decoding that differs from the calldata,
// delegatecalls to untrusted code and settings changes (also hidden in batches) are all reported.
import { describe, expect, it } from 'vitest';
import type { DataDecoded } from '../../../src/gateway/types';
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
  decodeCalldata,
  type FindingCode,
} from '../../../src/safe/index.js';
import {
  makeTransactionDetails,
  outsider,
  owners,
  safeAddress,
} from './helpers/gateway-fixtures.js';
import {
  codes,
  devnetMigration,
  errorCodes,
  multiSendCallOnly141,
  recipient,
  token,
  verify,
} from './helpers/verify-kit.js';

describe('verifySafeTransaction', () => {
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
});
