// One new-transaction flow: form (restored from its draft) → review → sign → propose → result.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { isChainKeyOfSafe } from '../../../query/newTxKeys';
import type { SafeCall } from '../../../safe';
import type { DeliveryOutcome } from '../txFlows';
import { formatDateTime } from '../../shared/format/dates';
import type { ReadySafe } from '../../shared/RequireSafe';
import type { NewTxAction } from './actions';
import { BatchBuilder } from './batch/BatchBuilder';
import { batchCall } from './batchCall';
import { BATCH_FORMS, formEntry, type NewTxFlowKind } from './forms';
import { ProposalResult } from './ProposalResult';
import { ReviewStep } from './ReviewStep';
import { useDraft } from './useDraft';

type Step =
  | { step: 'form' }
  | { step: 'review'; actions: NewTxAction[]; call: SafeCall }
  | { step: 'result'; safeTxHash: string; outcome: DeliveryOutcome };

/** Props of NewTxFlow. */
export interface NewTxFlowProps {
  safe: ReadySafe;
  kind: NewTxFlowKind;
  /** Back to the picker. */
  onDone: () => void;
  /** Form values the link asked for (an asset's "Send"), over the restored draft. */
  prefill?: Record<string, string>;
}

/** The flow of one kind (or the batch) for one Safe. */
export function NewTxFlow({ safe, kind, onDone, prefill }: NewTxFlowProps) {
  const draft = useDraft(safe.chainId, safe.safeAddress, kind);
  const queryClient = useQueryClient();
  useEffect(() => {
    const matches = isChainKeyOfSafe(safe.chainId, safe.safeAddress);
    void queryClient.invalidateQueries({ predicate: (query) => matches(query.queryKey) });
  }, [queryClient, safe.chainId, safe.safeAddress]);
  const [step, setStep] = useState<Step>({ step: 'form' });
  const [formKey, setFormKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [restoredNote, setRestoredNote] = useState(true);
  const entry = formEntry(kind);
  const { save } = draft;
  const saveForm = useCallback((form: Record<string, unknown>) => save(form), [save]);
  const saveBatch = useCallback(
    (batch: { actions: NewTxAction[] }) => save({ actions: batch.actions }),
    [save],
  );

  if (!draft.loaded) {
    return (
      <p role="status" className="hint">
        Opening…
      </p>
    );
  }
  if (step.step === 'result') {
    return (
      <ProposalResult
        safe={safe}
        safeTxHash={step.safeTxHash}
        outcome={step.outcome}
        onAnother={onDone}
      />
    );
  }
  if (step.step === 'review') {
    return (
      <ReviewStep
        safe={safe}
        actions={step.actions}
        call={step.call}
        onBack={() => setStep({ step: 'form' })}
        onProposed={({ safeTxHash, outcome }) => {
          // The proposal is signed and in the outbox (sent or waiting): the draft is done.
          if (outcome !== 'failed') void draft.discard();
          setStep({ step: 'result', safeTxHash, outcome });
        }}
      />
    );
  }
  const initial =
    formKey === 0 && prefill
      ? { ...draft.restored?.form, ...prefill }
      : formKey === 0
        ? draft.restored?.form
        : undefined;
  const discard = () => {
    void draft.discard();
    setRestoredNote(false);
    setFormKey((k) => k + 1);
  };
  return (
    <div className="stack">
      {draft.restored && restoredNote && formKey === 0 && (
        <div className="notice" role="status" data-testid="draft-restored">
          <p>Your draft from {formatDateTime(draft.restored.updatedAt)} was restored.</p>
          <button type="button" className="button" onClick={discard}>
            Discard draft
          </button>
        </div>
      )}
      {draft.saveError && (
        <p className="field-error" role="alert" data-testid="draft-save-error">
          This draft could not be saved on this device ({draft.saveError}): keep this page open
          until you propose, or free some storage.
        </p>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {kind === 'batch' ? (
        <BatchBuilder
          key={formKey}
          safe={safe}
          registry={BATCH_FORMS}
          initial={
            Array.isArray(initial?.actions)
              ? { actions: initial.actions as NewTxAction[] }
              : undefined
          }
          onChange={saveBatch}
          onSubmit={(actions) => {
            const built = batchCall(safe.chain, actions);
            if (!built.ok) return setProblem(built.message);
            setProblem(null);
            setStep({ step: 'review', actions, call: built.call });
          }}
        />
      ) : entry ? (
        <entry.Form
          key={formKey}
          safe={safe}
          initial={initial}
          onChange={saveForm}
          onSubmit={(action) => {
            // The draft keeps what the form submitted, so Back and a reload both return to it.
            save(action.form);
            setStep({ step: 'review', actions: [action], call: action.call });
          }}
        />
      ) : (
        <p className="field-error" role="alert">
          Unknown transaction kind.
        </p>
      )}
    </div>
  );
}
