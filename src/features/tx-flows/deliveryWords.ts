// How a signed write ended, in words shared by the transaction and message flows.
import type { ExecutionFees } from '../../safe';
import type { DeliveryOutcome, ExecutionProgress } from './txFlows';

/** The end of a sentence "Your confirmation was …" for each outbox outcome. */
export const DELIVERY_WORDS: Record<DeliveryOutcome, string> = {
  sent: 'sent to the gateway.',
  queued: 'saved on this device; it is sent as soon as the gateway can be reached.',
  failed: 'saved on this device, but the gateway refused it (see below).',
};

/** The fees an execution was sent with, in words (exact wei). */
export function describeExecutionFees(fees: ExecutionFees): string {
  return fees.type === 'eip1559'
    ? `EIP-1559 fees: max ${fees.maxFeePerGas.toString()} wei, tip ${fees.maxPriorityFeePerGas.toString()} wei per gas`
    : `legacy gas price: ${fees.gasPrice.toString()} wei per gas`;
}

/** The loader's words for each step of an execution. */
export function executionProgressLabel(p: ExecutionProgress): string {
  return p.phase === 'estimating'
    ? 'Estimating gas…'
    : p.phase === 'signing'
      ? 'Confirm the transaction in your wallet…'
      : `Waiting for transaction ${p.hash} to be mined…`;
}
