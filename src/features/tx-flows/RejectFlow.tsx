// Reject: first a dialog that says what a rejection is, then the shared review of the rejection
// the app builds (the Safe calls itself with no value and no data) at the nonce it rejects, then
// sign and propose. Nothing reaches the wallet before "Sign and propose" on the review.
import { useMemo, useState } from 'react';
import { buildRejectionCall } from '../../safe';
import { Dialog } from '../shared/Dialog';
import type { ReadySafe } from '../shared/RequireSafe';
import { ProposalResult } from './new/ProposalResult';
import { useChainFacts } from './new/useChainFacts';
import { TxReview } from './review/TxReview';
import type { DeliveryOutcome } from './txFlows';

/** Props of RejectFlow. */
export interface RejectFlowProps {
  safe: ReadySafe;
  /** The nonce of the transaction being rejected. */
  nonce: bigint;
  onClose: () => void;
}

/** What a rejection is, in words: the dialog's text. */
export function rejectionWords(
  nonce: bigint,
  chain: { threshold: number; owners: number } | null,
): string {
  const needs = chain
    ? `${chain.threshold}-of-${chain.owners} confirmations`
    : 'as many confirmations as the Safe’s threshold';
  return `A rejection is a new on-chain transaction at the same nonce ${nonce.toString()}. It needs ${needs} and gas to execute, and once executed it replaces the transaction it rejects.`;
}

type Step =
  | { step: 'ask' }
  | { step: 'review' }
  | { step: 'result'; safeTxHash: string; outcome: DeliveryOutcome };

/** The dialog, the review of the rejection and its result. */
export function RejectFlow({ safe, nonce, onClose }: RejectFlowProps) {
  const [step, setStep] = useState<Step>({ step: 'ask' });
  const { state } = useChainFacts(safe);
  const call = useMemo(() => buildRejectionCall(safe.safeAddress), [safe.safeAddress]);
  const n = nonce.toString();

  if (step.step === 'ask') {
    return (
      <Dialog title={`Reject nonce ${n}?`} onClose={onClose}>
        <p data-testid="reject-explained">
          {rejectionWords(
            nonce,
            state ? { threshold: state.threshold, owners: state.owners.length } : null,
          )}
        </p>
        <div className="row-actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="button primary"
            onClick={() => setStep({ step: 'review' })}
          >
            Continue
          </button>
        </div>
      </Dialog>
    );
  }
  if (step.step === 'result') {
    return (
      <ProposalResult
        safe={safe}
        safeTxHash={step.safeTxHash}
        outcome={step.outcome}
        onAnother={onClose}
        anotherLabel="Close"
      />
    );
  }
  return (
    <TxReview
      safe={safe}
      title={`Review the rejection of nonce ${n}`}
      origin={`Built by Countersign: the Safe calls itself with no value and no data at nonce ${n}, so executing it uses up that nonce.`}
      summaries={[`Reject nonce ${n}`]}
      call={call}
      fixedNonce={{
        nonce,
        reason: `a rejection takes the nonce of the transaction it rejects.`,
      }}
      label={`Rejection of nonce ${n}`}
      backLabel="Cancel"
      onBack={onClose}
      onProposed={(result) => setStep({ step: 'result', ...result })}
    />
  );
}
