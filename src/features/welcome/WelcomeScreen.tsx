// Welcome: no Safe loaded yet. Opens a Safe by its EIP-3770 address (`<shortName>:<address>`).
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

const SAFE_ADDRESS = /^[a-z0-9-]{1,16}:0x[0-9a-fA-F]{40}$/;

/** The welcome screen. */
export function WelcomeScreen() {
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  function openSafe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const safe = value.trim();
    if (!SAFE_ADDRESS.test(safe)) {
      setError('Enter a Safe as chain prefix and address, for example eth:0x1234…abcd.');
      return;
    }
    setError(undefined);
    navigate(`/home?safe=${encodeURIComponent(safe).replace(/%3A/gi, ':')}`);
  }

  return (
    <section className="screen welcome" aria-labelledby="screen-title">
      <h1 id="screen-title">Welcome to Countersign</h1>
      <p className="lead">
        Review, sign and execute the transactions of your Safe multisig accounts — also when the
        network is gone.
      </p>
      <form className="card stack" onSubmit={openSafe} noValidate>
        <label htmlFor={inputId}>Safe address</label>
        <p id={hintId} className="hint">
          Chain prefix and address, as in a Safe link: <code>eth:0x…</code>
        </p>
        <input
          id={inputId}
          name="safe"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
        />
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button primary">
          Open Safe
        </button>
      </form>
    </section>
  );
}
