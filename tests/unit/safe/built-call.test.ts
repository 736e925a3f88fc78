// The one delegatecall allow-list for transactions the app builds and for queued ones: the review
// of a built call blocks exactly where verifySafeTransaction blocks the same call, and the
// rejection builder makes the Safe call itself with nothing else.
import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  buildImplementationUpdateCall,
  buildMultiSendCall,
  buildNativeTransferCall,
  buildRejectionCall,
  buildRejectionTransaction,
  buildSignMessageCall,
  checkBuiltCall,
  createSafeTransaction,
  type SafeCall,
} from '../../../src/safe/index.js';
import { makeTransactionDetails, outsider, safeAddress } from './helpers/gateway-fixtures.js';
import { errorCodes, multiSendCallOnly141, recipient, verify } from './helpers/verify-kit.js';

const SIGN_MESSAGE_LIB_141 = '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9';
const SAFE_MIGRATION_141 = '0x526643F69b81B008F46d95CD5ced5eC0edFFDaC6';
const contentHash = `0x${'ab'.repeat(32)}`;

const errors = (call: SafeCall) =>
  checkBuiltCall({ call, safeAddress })
    .filter((f) => f.severity === 'error')
    .map((f) => f.code);

describe('checkBuiltCall (the delegatecall allow-list)', () => {
  it('blocks a delegatecall to a contract that is not an official Safe library, naming it', () => {
    const findings = checkBuiltCall({
      call: { to: outsider.address, data: '0x', operation: 1 },
      safeAddress,
    });
    expect(findings).toEqual([
      expect.objectContaining({
        code: 'UNTRUSTED_DELEGATECALL',
        severity: 'error',
        actual: getAddress(outsider.address),
      }),
    ]);
  });

  it('accepts the official SignMessageLib, MultiSendCallOnly and SafeMigration', () => {
    expect(
      errors(buildSignMessageCall({ signMessageLib: SIGN_MESSAGE_LIB_141, contentHash })),
    ).toEqual([]);
    expect(
      errors(
        buildMultiSendCall({
          multiSend: multiSendCallOnly141,
          calls: [buildNativeTransferCall({ to: recipient, value: 1n })],
        }),
      ),
    ).toEqual([]);
    const migration = checkBuiltCall({
      call: buildImplementationUpdateCall({
        migration: SAFE_MIGRATION_141,
        l2: false,
        withFallbackHandler: true,
      }),
      safeAddress,
    });
    expect(migration.map((f) => [f.code, f.severity])).toEqual([
      ['IMPLEMENTATION_CHANGE', 'warning'],
    ]);
  });

  it('blocks SignMessageLib at any address other than an official one', () => {
    expect(errors(buildSignMessageCall({ signMessageLib: outsider.address, contentHash }))).toEqual(
      ['UNTRUSTED_DELEGATECALL'],
    );
  });

  it('finds an untrusted delegatecall hidden in a batch', () => {
    const call = buildMultiSendCall({
      multiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
      calls: [
        buildNativeTransferCall({ to: recipient, value: 1n }),
        { to: outsider.address, data: '0x', operation: 1 },
      ],
    });
    const findings = checkBuiltCall({ call, safeAddress });
    expect(findings.map((f) => [f.code, f.path])).toEqual([
      ['UNTRUSTED_DELEGATECALL', 'call.multiSend[1]'],
    ]);
  });

  it('judges a call as verifySafeTransaction judges the same call queued (one rule)', async () => {
    const calls: SafeCall[] = [
      { to: outsider.address, data: '0x', operation: 1 },
      buildSignMessageCall({ signMessageLib: SIGN_MESSAGE_LIB_141, contentHash }),
      buildSignMessageCall({ signMessageLib: outsider.address, contentHash }),
      buildNativeTransferCall({ to: recipient, value: 1n }),
    ];
    for (const call of calls) {
      const queued = verify(await makeTransactionDetails(call));
      expect(errors(call)).toEqual(errorCodes(queued));
    }
  });
});

describe('buildRejectionCall', () => {
  it('is a CALL from the Safe to itself with no value and no data', () => {
    const call = buildRejectionCall(safeAddress.toLowerCase());
    expect(call).toEqual({
      to: getAddress(safeAddress),
      value: 0n,
      data: '0x',
      operation: 0,
    });
    expect(checkBuiltCall({ call, safeAddress })).toEqual([]);
  });

  it('at the rejected nonce is the rejection transaction', () => {
    expect(createSafeTransaction(buildRejectionCall(safeAddress), { nonce: 7n })).toEqual(
      buildRejectionTransaction({ safeAddress, nonce: 7n }),
    );
    expect(buildRejectionTransaction({ safeAddress, nonce: 7n })).toMatchObject({
      to: getAddress(safeAddress),
      value: 0n,
      data: '0x',
      operation: 0,
      nonce: 7n,
      safeTxGas: 0n,
      gasPrice: 0n,
    });
  });
});
