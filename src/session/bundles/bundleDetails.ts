// A transaction bundle as the gateway's TransactionDetails, so the one review pipeline (hash
// recomputed, signatures recovered and proven against the chain's owners, decoding, simulation)
// and the one action state handle it exactly like a queued transaction. Nothing here is trusted:
// the gateway-side fields (safeTxHash, confirmationsRequired, signers) are placeholders the review
// never believes; it recomputes the hash and reads owners and threshold from the chain.
import { getAddress } from 'ethers';
import type { AddressInfo, TransactionDetails } from '../../gateway';
import { calculateBundleHash, type TransactionBundle } from '../../safe/bundle';

const addressInfo = (value: string): AddressInfo => ({ value, name: null, logoUri: null });

/** The `txId` a bundle's details get (the gateway's multisig id form, so links keep working). */
export function bundleTxId(bundle: TransactionBundle): string {
  return `multisig_${getAddress(bundle.safe)}_${calculateBundleHash(bundle)}`;
}

/**
 * TransactionDetails built from a transaction bundle: its SafeTx as `txData` and the multisig
 * fields, its signatures as the confirmations, no decoding (the review decodes on this device).
 */
export function transactionDetailsFromBundle(
  bundle: TransactionBundle,
  receivedAt: number,
  { threshold = 0, owners = [] }: { threshold?: number; owners?: readonly string[] } = {},
): TransactionDetails {
  const tx = bundle.transaction;
  const safeTxHash = calculateBundleHash(bundle);
  const dataSize = ((tx.data.length - 2) / 2).toString();
  return {
    safeAddress: bundle.safe,
    txId: bundleTxId(bundle),
    executedAt: null,
    txStatus: 'AWAITING_CONFIRMATIONS',
    txInfo: {
      type: 'Custom',
      to: addressInfo(tx.to),
      dataSize,
      value: tx.value,
      methodName: null,
      actionCount: null,
      isCancellation: false,
    },
    txData: {
      hexData: tx.data === '0x' ? null : tx.data,
      dataDecoded: null,
      to: addressInfo(tx.to),
      value: tx.value,
      operation: tx.operation,
      trustedDelegateCallTarget: null,
      addressInfoIndex: null,
    },
    detailedExecutionInfo: {
      type: 'MULTISIG',
      submittedAt: bundle.createdAt ? Date.parse(bundle.createdAt) : receivedAt,
      nonce: Number(tx.nonce),
      safeTxGas: tx.safeTxGas,
      baseGas: tx.baseGas,
      gasPrice: tx.gasPrice,
      gasToken: tx.gasToken,
      refundReceiver: addressInfo(tx.refundReceiver),
      safeTxHash,
      executor: null,
      // Shown only until the chain is read: the review and the action state use the chain's.
      signers: owners.map(addressInfo),
      confirmationsRequired: threshold,
      confirmations: bundle.signatures.map(({ signer, signature }) => ({
        signer: addressInfo(signer),
        signature,
        submittedAt: receivedAt,
      })),
      rejectors: [],
      gasTokenInfo: null,
      trusted: false,
      proposer: null,
      proposedByDelegate: null,
    },
    txHash: null,
    safeAppInfo: null,
    note: bundle.note ?? null,
  };
}
