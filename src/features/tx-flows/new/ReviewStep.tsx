// Review of a new transaction before anyone signs: the shared review (src/features/tx-flows/review)
// over the actions the user composed, with the nonce chosen from the chain and the queue.
import type { SafeCall } from '../../../safe';
import type { ReadySafe } from '../../shared/RequireSafe';
import { TxReview } from '../review/TxReview';
import type { DeliveryOutcome } from '../txFlows';
import type { NewTxAction } from './actions';

/** Props of ReviewStep. */
export interface ReviewStepProps {
  safe: ReadySafe;
  actions: readonly NewTxAction[];
  /** The one call the Safe makes (the action's, or the MultiSendCallOnly batch). */
  call: SafeCall;
  onBack: () => void;
  /** The proposal is signed and stored (sent or waiting in the outbox). */
  onProposed: (result: { safeTxHash: string; outcome: DeliveryOutcome }) => void;
}

/** The review, sign and propose step of a new transaction. */
export function ReviewStep({ safe, actions, call, onBack, onProposed }: ReviewStepProps) {
  return (
    <TxReview
      safe={safe}
      summaries={actions.map((action) => action.summary)}
      call={call}
      label={actions.length === 1 ? actions[0]!.summary : `Batch of ${actions.length} actions`}
      onBack={onBack}
      onProposed={onProposed}
    />
  );
}
