// What a bundle's signatures are over: the safeTxHash of its SafeTx or the SafeMessage hash.
import { calculateSafeTxHash } from '../safe-tx-hash';
import { calculateSafeMessageHash } from '../safe-message-hash';
import type { SafeTransactionData } from '../safe-transaction';
import type { BundleTransaction, SignedBundle } from './types';

/** The bundle's SafeTx with bigint values, as the hashing and execution code take it. */
export function bundleTransactionData(transaction: BundleTransaction): SafeTransactionData {
  return {
    to: transaction.to,
    value: BigInt(transaction.value),
    data: transaction.data,
    operation: transaction.operation,
    safeTxGas: BigInt(transaction.safeTxGas),
    baseGas: BigInt(transaction.baseGas),
    gasPrice: BigInt(transaction.gasPrice),
    gasToken: transaction.gasToken,
    refundReceiver: transaction.refundReceiver,
    nonce: BigInt(transaction.nonce),
  };
}

/** The hash the bundle's owners sign: safeTxHash for a transaction, messageHash for a message. */
export function calculateBundleHash(bundle: SignedBundle): string {
  const domain = { safeAddress: bundle.safe, chainId: bundle.chainId, version: bundle.safeVersion };
  return bundle.kind === 'transaction'
    ? calculateSafeTxHash({ ...domain, transaction: bundleTransactionData(bundle.transaction) })
    : calculateSafeMessageHash({ ...domain, message: bundle.message });
}
