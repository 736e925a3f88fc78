import type { TransactionStatus } from '../../../src/gateway/vocabulary';
import type { MultisigRow } from '../store/rows';

/** txStatus of a multisig transaction (A.2.8): executed → SUCCESS/FAILED, stale nonce → CANCELLED. */
export function multisigStatus(
  tx: MultisigRow,
  safeNonce: number,
  confirmations: number,
  required: number,
): TransactionStatus {
  if (tx.executed) return tx.isSuccessful ? 'SUCCESS' : 'FAILED';
  if (safeNonce > tx.nonce) return 'CANCELLED';
  if (confirmations < required) return 'AWAITING_CONFIRMATIONS';
  return 'AWAITING_EXECUTION';
}
