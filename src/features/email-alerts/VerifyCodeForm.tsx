// The 6-digit code and the resend button with its visible 60 s countdown.
import { useId, useState, type FormEvent } from 'react';
import type { EmailAlertRecord } from '../../storage/emailAlerts';
import { CODE_LENGTH, codeError, normalizeCode, WRONG_CODE_HINT_AFTER } from './emailForm';
import { useCountdown } from './useCountdown';

/** Props of {@link VerifyCodeForm}. */
export interface VerifyCodeFormProps {
  record: EmailAlertRecord;
  disabled: boolean;
  /** Resolves to whether the gateway accepted the code. */
  onVerify: (code: string) => Promise<boolean>;
  onResend: () => void;
}

/** Code entry and resend. */
export function VerifyCodeForm({ record, disabled, onVerify, onResend }: VerifyCodeFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [wrong, setWrong] = useState(0);
  const left = useCountdown(record.codeSentAt);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = codeError(code);
    setError(problem);
    if (problem !== null) return;
    if (await onVerify(code)) {
      setWrong(0);
      setCode('');
    } else setWrong((n) => n + 1);
  }

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-row">
        <label htmlFor={id}>Verification code</label>
        <input
          id={id}
          className="code-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(normalizeCode(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <p id={`${id}-hint`} className="hint">
          Sent to {record.email}. Digits only; pasting the code works.
        </p>
        {wrong >= WRONG_CODE_HINT_AFTER && (
          <p className="hint" data-testid="wrong-code-hint">
            {wrong} codes were not accepted. Ask for a new code and use the latest e-mail.
          </p>
        )}
      </div>
      <div className="row-actions">
        <button type="submit" className="button primary" disabled={disabled}>
          Verify
        </button>
        <button
          type="button"
          className="button"
          disabled={disabled || left > 0}
          onClick={onResend}
          aria-describedby={`${id}-cooldown`}
        >
          Send a new code
        </button>
      </div>
      <p id={`${id}-cooldown`} className="hint" data-testid="resend-cooldown" aria-live="off">
        {left > 0 ? `A new code can be requested in ${left} s.` : 'You can request a new code.'}
      </p>
    </form>
  );
}
