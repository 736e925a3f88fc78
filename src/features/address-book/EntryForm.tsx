// Add or edit one address book entry. Validation runs on submit; nothing is stored unless every
// field is valid and the address is not already in the book.
import { useId, useState, type FormEvent } from 'react';
import type { AddressBookEntry } from '../../storage/addressBook';
import { describeError } from '../../session/errors/describeError';
import { validateEntry, type EntryErrors } from '../shared/address-book/validateEntry';

/** Props of EntryForm. */
export interface EntryFormProps {
  chainId: string;
  shortName?: string;
  existing: readonly AddressBookEntry[];
  /** The entry being edited; a new entry otherwise. */
  editing?: AddressBookEntry;
  /** Stores the valid entry (throws on storage failure). */
  onSave: (entry: AddressBookEntry) => Promise<void>;
  onCancel?: () => void;
}

/** The entry form. */
export function EntryForm({
  chainId,
  shortName,
  existing,
  editing,
  onSave,
  onCancel,
}: EntryFormProps) {
  const addressId = useId();
  const nameId = useId();
  const [address, setAddress] = useState(editing?.address ?? '');
  const [name, setName] = useState(editing?.name ?? '');
  const [errors, setErrors] = useState<EntryErrors>({});
  const [saveError, setSaveError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateEntry(
      { address, name },
      { chainId, shortName, existing, editing: editing?.address },
    );
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(result.entry);
      setSaveError(undefined);
      if (!editing) {
        setAddress('');
        setName('');
      }
    } catch (error) {
      // The form keeps what was typed: nothing is lost when saving fails.
      setSaveError(`Not saved: ${describeError(error)}`);
    } finally {
      setSaving(false);
    }
  }

  const label = editing ? `Edit ${editing.name}` : 'Add an entry';
  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <div className="form-row">
        <label htmlFor={nameId}>Name</label>
        <input
          id={nameId}
          value={name}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${nameId}-error` : undefined}
        />
        {errors.name && (
          <p id={`${nameId}-error`} className="field-error" role="alert">
            {errors.name}
          </p>
        )}
      </div>
      <div className="form-row">
        <label htmlFor={addressId}>Address</label>
        <input
          id={addressId}
          value={address}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setAddress(event.target.value)}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={errors.address ? `${addressId}-error` : undefined}
        />
        {errors.address && (
          <p id={`${addressId}-error`} className="field-error" role="alert">
            {errors.address}
          </p>
        )}
      </div>
      {saveError && (
        <p className="field-error" role="alert">
          {saveError}
        </p>
      )}
      <div className="row-actions">
        <button type="submit" className="button primary" disabled={saving}>
          {saving ? 'Saving…' : editing ? 'Save' : 'Add'}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
