// Building a bundle from what the app holds: a Safe, a SafeTx or message, and signatures.
import { getAddress } from 'ethers';
import type { SafeMessageContent } from '../safe-message-hash';
import type { SafeTransactionData } from '../safe-transaction';
import { sortBundleSignatures } from './serialize';
import { BUNDLE_FORMAT, BUNDLE_VERSION, type BundleSignature, type SignedBundle } from './types';

/** Parameters of {@link createBundle}. */
export type CreateBundleParameters = {
  chainId: string | bigint;
  safeAddress: string;
  safeVersion: string;
  signatures: readonly BundleSignature[];
  createdAt?: Date;
  note?: string;
} & (
  | { transaction: SafeTransactionData; message?: never }
  | { message: SafeMessageContent; transaction?: never }
);

/** A bundle with checksummed addresses, decimal strings, lower-case hex and sorted signatures. */
export function createBundle(parameters: CreateBundleParameters): SignedBundle {
  const signatures = sortBundleSignatures(
    parameters.signatures.map(({ signer, signature }) => ({
      signer: getAddress(signer),
      signature: signature.toLowerCase(),
    })),
  );
  const base = {
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    chainId: String(parameters.chainId),
    safe: getAddress(parameters.safeAddress),
    safeVersion: parameters.safeVersion,
    signatures,
    ...(parameters.createdAt ? { createdAt: parameters.createdAt.toISOString() } : {}),
    ...(parameters.note ? { note: parameters.note } : {}),
  } as const;
  if (parameters.transaction) {
    const tx = parameters.transaction;
    return {
      ...base,
      kind: 'transaction',
      transaction: {
        to: getAddress(tx.to),
        value: tx.value.toString(),
        data: tx.data.toLowerCase(),
        operation: tx.operation,
        safeTxGas: tx.safeTxGas.toString(),
        baseGas: tx.baseGas.toString(),
        gasPrice: tx.gasPrice.toString(),
        gasToken: getAddress(tx.gasToken),
        refundReceiver: getAddress(tx.refundReceiver),
        nonce: tx.nonce.toString(),
      },
    };
  }
  return { ...base, kind: 'message', message: parameters.message };
}
