// One form for an address the app talks to (the gateway, a chain's RPC): validated on submit with
// the caller's parser, saved through the caller, with a reset to the default and the outcome
// announced. The two settings differ only in words and where they save.
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { describeError } from '../../session/errors/describeError';

/** Props of UrlSettingForm. */
export interface UrlSettingFormProps {
  title: string;
  /** What is in use now (a sentence; may show loading or unavailability). */
  inUse: ReactNode;
  hint?: ReactNode;
  /** Label of the address input. */
  label: string;
  /** The address the input starts from (and returns to when it changes elsewhere). */
  current: string;
  parse: (input: string) => { ok: true; url: string } | { ok: false; message: string };
  /** Saves an address, or `null` to go back to the default. */
  save: (next: string | null) => Promise<void>;
  /** "gateway" / "RPC": used in the button and the outcome messages. */
  noun: string;
  /** The default is in use already, so there is nothing to reset. */
  isDefault: boolean;
}

/** A validated address setting with save and reset-to-default. */
export function UrlSettingForm({
  title,
  inUse,
  hint,
  label,
  current,
  parse,
  save,
  noun,
  isDefault,
}: UrlSettingFormProps) {
  const inputId = useId();
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  useEffect(() => setValue(current), [current]);

  async function apply(next: string | null) {
    try {
      await save(next);
      setError(undefined);
      setSaved(next === null ? `Back to the default ${noun}.` : `${capitalize(noun)} saved.`);
    } catch (cause) {
      setSaved(undefined);
      setError(`Not saved: ${describeError(cause)}`);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parse(value);
    if (!parsed.ok) {
      setSaved(undefined);
      setError(parsed.message);
      return;
    }
    void apply(parsed.url);
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{title}</h2>
      <p>{inUse}</p>
      {hint && <div className="hint">{hint}</div>}
      <div className="form-row">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        {error && (
          <p id={`${inputId}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <p role="status" aria-live="polite" className="hint">
        {saved}
      </p>
      <div className="row-actions">
        <button type="submit" className="button primary">
          Save {noun}
        </button>
        <button
          type="button"
          className="button"
          disabled={isDefault}
          onClick={() => void apply(null)}
        >
          Reset to default
        </button>
      </div>
    </form>
  );
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
