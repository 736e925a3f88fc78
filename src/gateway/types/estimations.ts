// Nonce and gas estimation for a new multisig transaction.

import type { Operation } from '../vocabulary';

/** The call to estimate. */
export type SafeTransactionEstimationRequest = {
  to: string;
  /** Wei as a decimal string. */
  value: string;
  data: string;
  operation: Operation;
};

/** Suggested nonce and `safeTxGas` for a new transaction. */
export type SafeTransactionEstimationResponse = {
  currentNonce: number;
  recommendedNonce: number;
  safeTxGas: string;
};

/** The Safe's on-chain nonce and the next nonce free in the queue. */
export type SafeNonces = {
  currentNonce: number;
  recommendedNonce: number;
};
