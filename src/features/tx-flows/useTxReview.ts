// What the transaction flows sign: the SafeTx parsed from the fields on screen and its hash
// computed here, plus the gate that says whether signing is allowed.
import { useMemo } from 'react';
import type { ChainInfo, SafeInfo, TransactionDetails } from '../../gateway';
import { calculateSafeTxHash, verifySafeTransaction, type SafeTransactionData } from '../../safe';
import { useImplementationCode } from '../../session/review/useImplementationCode';
import { verifyTransactionDetails } from '../../session/review/verification';
import { signingGateOf, type SigningGate } from './signingGate';

/** A reviewed transaction: present only when every field could be read and hashed. */
export type ReviewedTx = {
  transaction: SafeTransactionData;
  version: string;
  /** Computed on this device from `transaction`. */
  safeTxHash: string;
};

/** The review of `details` for signing: the gate and, when readable, the SafeTx and its hash. */
export function useTxReview(
  details: TransactionDetails,
  safeInfo: SafeInfo | undefined,
  chain: ChainInfo,
): { gate: SigningGate; reviewed: ReviewedTx | null } {
  const implementation = useImplementationCode(chain, safeInfo);
  return useMemo(() => {
    if (!safeInfo) return { gate: signingGateOf(null), reviewed: null };
    if (implementation.status === 'pending') return { gate: signingGateOf(null), reviewed: null };
    const result = verifyTransactionDetails(details, safeInfo, chain.chainId, implementation);
    const gate = signingGateOf(result);
    const { transaction } = verifySafeTransaction({
      transaction: details,
      safe: safeInfo,
      chainId: chain.chainId,
    });
    if (!transaction || !result.version) return { gate, reviewed: null };
    const safeTxHash = calculateSafeTxHash({
      safeAddress: safeInfo.address.value,
      chainId: chain.chainId,
      version: result.version,
      transaction,
    });
    return { gate, reviewed: { transaction, version: result.version, safeTxHash } };
  }, [details, safeInfo, chain.chainId, implementation]);
}
