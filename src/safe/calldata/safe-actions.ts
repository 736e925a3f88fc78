import { getAddress } from 'ethers';
import { OPERATION } from '../constants';
import {
  createSafeTransaction,
  type SafeCall,
  type SafeTransactionData,
} from '../safe-transaction';
import { migrationInterface, safeInterface, signMessageLibInterface } from './abis';

/** execTransaction calldata for a signed Safe transaction. */
export function encodeExecTransaction(
  transaction: SafeTransactionData,
  signatures: string,
): string {
  return safeInterface.encodeFunctionData('execTransaction', [
    transaction.to,
    transaction.value,
    transaction.data,
    transaction.operation,
    transaction.safeTxGas,
    transaction.baseGas,
    transaction.gasPrice,
    transaction.gasToken,
    transaction.refundReceiver,
    signatures,
  ]);
}

/** approveHash calldata: an owner confirms on chain (sent by that owner directly to the Safe). */
export function encodeApproveHash(safeTxHash: string): string {
  return safeInterface.encodeFunctionData('approveHash', [safeTxHash]);
}

/**
 * The rejection ("cancellation") of a queued nonce: a 0-value call from the Safe to itself with
 * empty data and the same nonce, so executing it burns the nonce.
 */
export function buildRejectionTransaction(p: {
  safeAddress: string;
  nonce: bigint;
}): SafeTransactionData {
  return createSafeTransaction(buildRejectionCall(p.safeAddress), { nonce: p.nonce });
}

/** The call of a rejection: the Safe calls itself with no value and no data (the nonce is the caller's). */
export function buildRejectionCall(safeAddress: string): SafeCall {
  return { to: getAddress(safeAddress), value: 0n, data: '0x', operation: OPERATION.CALL };
}

/**
 * The 1.3.0 → 1.4.1 update: a DELEGATECALL to a migration contract (Safe has no changeMasterCopy
 * since 1.3.0). The caller passes the migration's address; verify only trusts known ones.
 */
export function buildImplementationUpdateCall(p: {
  migration: string;
  l2: boolean;
  withFallbackHandler?: boolean;
}): SafeCall {
  const name = p.l2
    ? p.withFallbackHandler
      ? 'migrateL2WithFallbackHandler'
      : 'migrateL2Singleton'
    : p.withFallbackHandler
      ? 'migrateWithFallbackHandler'
      : 'migrateSingleton';
  return {
    to: getAddress(p.migration),
    value: 0n,
    data: migrationInterface.encodeFunctionData(name, []),
    operation: OPERATION.DELEGATECALL,
  };
}

/** On-chain message signing: DELEGATECALL SignMessageLib.signMessage(contentHash). */
export function buildSignMessageCall(p: { signMessageLib: string; contentHash: string }): SafeCall {
  return {
    to: getAddress(p.signMessageLib),
    value: 0n,
    data: signMessageLibInterface.encodeFunctionData('signMessage', [p.contentHash]),
    operation: OPERATION.DELEGATECALL,
  };
}
