// Owner changes: add, remove, swap, and the threshold. The owner list, its order (prevOwner) and the
// threshold are the chain's, never the gateway's.
import { useId, type FormEvent } from 'react';
import {
  buildAddOwnerCall,
  buildChangeThresholdCall,
  buildRemoveOwnerCall,
  buildSwapOwnerCall,
  type SafeChainState,
} from '../../../../safe';
import type { ActionFormProps } from '../actions';
import { AddressField, checkAddress } from '../fields/AddressField';
import { parseThreshold, ThresholdField } from '../fields/ThresholdField';
import { useFormValues } from '../fields/useFormValues';
import { ChainNotReady, useChainFacts } from '../useChainFacts';
import { useRecipientName } from './recipientName';
import { SubmitRow } from '../fields/SubmitRow';

const notOwner = (state: SafeChainState) => (address: string) =>
  state.owners.some((o) => o.toLowerCase() === address.toLowerCase())
    ? 'Already an owner of this Safe'
    : address.toLowerCase() === state.safeAddress.toLowerCase()
      ? 'The Safe cannot own itself'
      : null;

function OwnerSelect({
  label,
  value,
  onChange,
  owners,
  nameOf,
  showError,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  owners: readonly string[];
  nameOf: (address: string) => string;
  showError: boolean;
}) {
  const id = useId();
  return (
    <div className="form-row">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose an owner…</option>
        {owners.map((owner) => (
          <option key={owner} value={owner}>
            {nameOf(owner)}
          </option>
        ))}
      </select>
      {showError && !owners.includes(value) && (
        <p className="field-error" role="alert">
          Choose an owner
        </p>
      )}
    </div>
  );
}

/** Adds an owner and sets the threshold. */
export function AddOwnerForm({
  safe,
  initial,
  onChange,
  onSubmit,
  submitLabel = 'Review',
}: ActionFormProps) {
  const { state, problem } = useChainFacts(safe);
  const form = useFormValues({ owner: '', threshold: '' }, initial, onChange);
  const nameOf = useRecipientName(safe);
  if (!state) return <ChainNotReady problem={problem} />;
  const { values, set, submitted, setSubmitted } = form;
  const owners = state.owners.length + 1;
  const thresholdText = values.threshold || String(state.threshold);
  const owner = checkAddress(values.owner, safe.chain, notOwner(state));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const threshold = parseThreshold(thresholdText, owners);
    if (!owner.ok || threshold === null) return;
    onSubmit({
      kind: 'add-owner',
      form: { ...values, threshold: thresholdText },
      summary: `Add owner ${nameOf(owner.address)} and require ${threshold} of ${owners} confirmations`,
      call: buildAddOwnerCall({ safeAddress: safe.safeAddress, owner: owner.address, threshold }),
    });
  };
  return (
    <form className="stack new-tx-form" onSubmit={submit} noValidate>
      <AddressField
        label="New owner"
        value={values.owner}
        onChange={(v) => set('owner', v)}
        chain={safe.chain}
        showError={submitted}
        check={notOwner(state)}
      />
      <ThresholdField
        value={thresholdText}
        onChange={(v) => set('threshold', v)}
        owners={owners}
        current={state.threshold}
      />
      <SubmitRow label={submitLabel} />
    </form>
  );
}

/** Removes an owner and sets the threshold (at most the owners left). */
export function RemoveOwnerForm({
  safe,
  initial,
  onChange,
  onSubmit,
  submitLabel = 'Review',
}: ActionFormProps) {
  const { state, problem } = useChainFacts(safe);
  const form = useFormValues({ owner: '', threshold: '' }, initial, onChange);
  const nameOf = useRecipientName(safe);
  if (!state) return <ChainNotReady problem={problem} />;
  const { values, set, submitted, setSubmitted } = form;
  if (state.owners.length < 2) {
    return <p className="hint">The Safe has one owner: it cannot remove its last one.</p>;
  }
  const left = state.owners.length - 1;
  const thresholdText = values.threshold || String(Math.min(state.threshold, left));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const threshold = parseThreshold(thresholdText, left);
    if (!state.owners.includes(values.owner) || threshold === null) return;
    onSubmit({
      kind: 'remove-owner',
      form: { ...values, threshold: thresholdText },
      summary: `Remove owner ${nameOf(values.owner)} and require ${threshold} of ${left} confirmations`,
      call: buildRemoveOwnerCall({
        safeAddress: safe.safeAddress,
        owners: state.owners,
        owner: values.owner,
        threshold,
      }),
    });
  };
  return (
    <form className="stack new-tx-form" onSubmit={submit} noValidate>
      <OwnerSelect
        label="Owner to remove"
        value={values.owner}
        onChange={(v) => set('owner', v)}
        owners={state.owners}
        nameOf={nameOf}
        showError={submitted}
      />
      <ThresholdField
        value={thresholdText}
        onChange={(v) => set('threshold', v)}
        owners={left}
        current={state.threshold}
      />
      <SubmitRow label={submitLabel} />
    </form>
  );
}

/** Replaces one owner by a new address (the threshold stays). */
export function SwapOwnerForm({
  safe,
  initial,
  onChange,
  onSubmit,
  submitLabel = 'Review',
}: ActionFormProps) {
  const { state, problem } = useChainFacts(safe);
  const form = useFormValues({ oldOwner: '', newOwner: '' }, initial, onChange);
  const nameOf = useRecipientName(safe);
  if (!state) return <ChainNotReady problem={problem} />;
  const { values, set, submitted, setSubmitted } = form;
  const newOwner = checkAddress(values.newOwner, safe.chain, notOwner(state));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!state.owners.includes(values.oldOwner) || !newOwner.ok) return;
    onSubmit({
      kind: 'swap-owner',
      form: values,
      summary: `Replace owner ${nameOf(values.oldOwner)} by ${nameOf(newOwner.address)}`,
      call: buildSwapOwnerCall({
        safeAddress: safe.safeAddress,
        owners: state.owners,
        oldOwner: values.oldOwner,
        newOwner: newOwner.address,
      }),
    });
  };
  return (
    <form className="stack new-tx-form" onSubmit={submit} noValidate>
      <OwnerSelect
        label="Owner to replace"
        value={values.oldOwner}
        onChange={(v) => set('oldOwner', v)}
        owners={state.owners}
        nameOf={nameOf}
        showError={submitted}
      />
      <AddressField
        label="New owner"
        value={values.newOwner}
        onChange={(v) => set('newOwner', v)}
        chain={safe.chain}
        showError={submitted}
        check={notOwner(state)}
      />
      <SubmitRow label={submitLabel} />
    </form>
  );
}

/** Changes the number of confirmations required (1..owners). */
export function ChangeThresholdForm({
  safe,
  initial,
  onChange,
  onSubmit,
  submitLabel = 'Review',
}: ActionFormProps) {
  const { state, problem } = useChainFacts(safe);
  const form = useFormValues({ threshold: '' }, initial, onChange);
  if (!state) return <ChainNotReady problem={problem} />;
  const { values, set, submitted, setSubmitted } = form;
  const owners = state.owners.length;
  const thresholdText = values.threshold || String(state.threshold);
  const threshold = parseThreshold(thresholdText, owners);
  const unchanged = threshold === BigInt(state.threshold);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (threshold === null || unchanged) return;
    onSubmit({
      kind: 'change-threshold',
      form: { threshold: thresholdText },
      summary: `Require ${threshold} of ${owners} confirmations (now ${state.threshold})`,
      call: buildChangeThresholdCall({ safeAddress: safe.safeAddress, threshold }),
    });
  };
  return (
    <form className="stack new-tx-form" onSubmit={submit} noValidate>
      <ThresholdField
        label="Confirmations required"
        value={thresholdText}
        onChange={(v) => set('threshold', v)}
        owners={owners}
        current={state.threshold}
      />
      {submitted && unchanged && (
        <p className="field-error" role="alert">
          Choose a threshold other than the current one
        </p>
      )}
      <SubmitRow label={submitLabel} />
    </form>
  );
}
