// What the transaction flows sign: the SafeTx parsed from the fields on screen and its hash
// computed here with the Safe's version and chain read from the chain, plus the shared signing
// gate (src/session/review) that says whether signing is allowed.
import { useMemo } from 'react';
import type { ChainInfo, SafeInfo, TransactionDetails } from '../../gateway';
import {
  calculateSafeTxHash,
  verifySafeTransaction,
  type ParentMessageProof,
  type SafeTransactionData,
} from '../../safe';
import { signingGateOf, type SigningGate } from '../../session/review/signingGate';
import {
  useTransactionReview,
  type TransactionReview,
} from '../../session/review/useTransactionReview';

/** A reviewed transaction: present only when every field could be read and hashed. */
export type ReviewedTx = {
  transaction: SafeTransactionData;
  version: string;
  /** Computed on this device from `transaction`. */
  safeTxHash: string;
  /** Owners whose approval of `safeTxHash` the Safe records on chain (v = 1 signatures). */
  approvedOnChain: readonly string[];
  /** Parent Safes whose signed Safe message the chain accepts (v = 0 contract signatures). */
  parentMessagesOnChain: readonly ParentMessageProof[];
  /** The Safe's owners as the chain reported them to the review; null when it was not read. */
  chainOwners: readonly string[] | null;
};

/** The review of `details` for signing: the gate and, when readable, the SafeTx and its hash. */
export function useTxReview(
  details: TransactionDetails,
  safeInfo: SafeInfo | undefined,
  chain: ChainInfo,
  safeAddress: string,
): { gate: SigningGate; reviewed: ReviewedTx | null; review: TransactionReview } {
  const review = useTransactionReview(details, chain, safeAddress);
  return useMemo(() => {
    const gate = signingGateOf(details, review);
    // The Safe the review worked from: the gateway's, or the chain's when the gateway had none.
    const safe = safeInfo ?? (review.status === 'done' ? review.safeInfo : undefined);
    if (review.status !== 'done' || !safe) return { gate, reviewed: null, review };
    const { version, computedHash } = review.result;
    const { transaction } = verifySafeTransaction({
      transaction: details,
      safe,
      chainId: chain.chainId,
    });
    if (!transaction || !version || !computedHash) return { gate, reviewed: null, review };
    const safeTxHash = calculateSafeTxHash({
      safeAddress,
      chainId: chain.chainId,
      version,
      transaction,
    });
    // The wallet signs only what the review checked: the same fields, the same hash.
    if (safeTxHash.toLowerCase() !== computedHash.toLowerCase()) {
      return { gate, reviewed: null, review };
    }
    const approvedOnChain = review.approvedOnChain ?? [];
    const parentMessagesOnChain = review.parentMessagesOnChain ?? [];
    const chainOwners = review.result.chainState?.owners ?? null;
    return {
      gate,
      reviewed: {
        transaction,
        version,
        safeTxHash,
        approvedOnChain,
        parentMessagesOnChain,
        chainOwners,
      },
      review,
    };
  }, [details, review, safeInfo, chain.chainId, safeAddress]);
}
