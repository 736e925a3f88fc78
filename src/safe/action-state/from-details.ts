// The parts of the gateway's transaction details the action state reads, without trusting them
// for anything but the fields themselves (the review checks those against the hash).
import type { TransactionDetails } from '../../gateway';
import type { DangerousInputs } from './dangerous';

/** The SafeTx fields the dangerous-warning rules read; null for non-multisig or missing data. */
export function dangerousInputsOfDetails(details: TransactionDetails): DangerousInputs | null {
  const info = details.detailedExecutionInfo;
  if (info?.type !== 'MULTISIG' || !details.txData) return null;
  let gasPrice: bigint;
  try {
    gasPrice = BigInt(info.gasPrice);
  } catch {
    return null;
  }
  return {
    to: details.txData.to.value,
    operation: Number(details.txData.operation),
    gasPrice,
    refundReceiver: info.refundReceiver.value,
    nonce: info.nonce,
  };
}
