// The address form, for registering and for changing the address: validated before the wallet is
// asked for anything.
import { useId, useState, type FormEvent } from 'react';
import { emailAddressError } from './emailForm';

/** Props of {@link EmailAddressForm}. */
export interface EmailAddressFormProps {
  /** Register a new address or change the registered one. */
  mode: 'register' | 'edit';
  initial?: string;
  disabled: boolean;
  onSubmit: (emailAddress: string) => void;
  onCancel?: () => void;
}

/** One e-mail field and its submit button ("Register" or "Change address"). */
export function EmailAddressForm({
  mode,
  initial = '',
  disabled,
  onSubmit,
  onCancel,
}: EmailAddressFormProps) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const emailAddress = value.trim();
    const problem = emailAddressError(emailAddress);
    if (problem === null && mode === 'edit' && emailAddress === initial) {
      setError('This is already the registered address: enter a different one.');
      return;
    }
    setError(problem);
    if (problem === null) onSubmit(emailAddress);
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <div className="form-row">
        <label htmlFor={id}>{mode === 'edit' ? 'New e-mail address' : 'E-mail address'}</label>
        <input
          id={id}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="hint">
            Your wallet is asked to sign a short text naming this Safe, the address and your
            account; the gateway then sends a 6-digit code there.
          </p>
        )}
      </div>
      <div className="row-actions">
        <button type="submit" className="button primary" disabled={disabled}>
          {mode === 'edit' ? 'Change address' : 'Register'}
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
