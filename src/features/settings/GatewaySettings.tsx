// Which gateway the app talks to: validated http(s) URL, saved in IndexedDB, with a reset to the
// build's default. Query keys carry the base URL, so switching never mixes two gateways' data.
import { useId, useState, type FormEvent } from 'react';
import { describeError } from '../../session/errors/describeError';
import { parseGatewayUrl } from '../../session/gateway/gatewayUrl';
import { useGatewayContext } from '../../session/gateway/useGatewayClient';

/** The gateway URL form. */
export function GatewaySettings() {
  const { gatewayUrl, defaultGatewayUrl, overridden, setGatewayUrl } = useGatewayContext();
  const inputId = useId();
  const [value, setValue] = useState(gatewayUrl);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();

  async function apply(next: string | null) {
    try {
      await setGatewayUrl(next);
      setValue(next ?? defaultGatewayUrl);
      setError(undefined);
      setSaved(next === null ? 'Back to the default gateway.' : 'Gateway saved.');
    } catch (cause) {
      setSaved(undefined);
      setError(`Not saved: ${describeError(cause)}`);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseGatewayUrl(value);
    if (!parsed.ok) {
      setSaved(undefined);
      setError(parsed.message);
      return;
    }
    void apply(parsed.url);
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="gateway-title">
      <h2 id="gateway-title">Gateway</h2>
      <p>
        In use: <code data-testid="gateway-in-use">{gatewayUrl}</code>
        {overridden ? ' (custom)' : ' (default)'}
      </p>
      <div className="form-row">
        <label htmlFor={inputId}>Gateway address</label>
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
          Save gateway
        </button>
        <button
          type="button"
          className="button"
          disabled={!overridden}
          onClick={() => void apply(null)}
        >
          Reset to default
        </button>
      </div>
    </form>
  );
}
