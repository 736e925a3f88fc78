// "RPC for <chain>": the node this device asks for the Safe's owners, threshold, nonce and
// implementation when it reviews a signature. The chain config's RPC (named by the gateway) is
// only the default, so a lying gateway cannot also name a lying RPC.
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ChainInfo } from '../../gateway';
import { parseRpcUrl } from '../../query/rpc';
import { describeError } from '../../session/errors/describeError';
import { useChainRpc, useSaveChainRpc } from '../../session/rpc/useChainRpc';

/** The RPC form of one chain. */
export function RpcSettings({ chain }: { chain: ChainInfo }) {
  const rpc = useChainRpc(chain);
  const save = useSaveChainRpc(chain.chainId);
  const inputId = useId();
  const current = rpc.status === 'ok' ? rpc.url : '';
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  useEffect(() => setValue(current), [current]);

  async function apply(next: string | null) {
    try {
      await save.mutateAsync(next);
      setError(undefined);
      setSaved(next === null ? 'Back to the default RPC.' : 'RPC saved.');
    } catch (cause) {
      setSaved(undefined);
      setError(`Not saved: ${describeError(cause)}`);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseRpcUrl(value);
    if (!parsed.ok) {
      setSaved(undefined);
      setError(parsed.message);
      return;
    }
    void apply(parsed.url);
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>RPC for {chain.chainName}</h2>
      <p>
        {rpc.status === 'ok' ? (
          <>
            In use: <code data-testid="rpc-in-use">{rpc.url}</code>
            {rpc.source === 'custom' ? ' (yours)' : ' (the chain’s default)'}
          </>
        ) : rpc.status === 'unavailable' ? (
          `No RPC can be used: ${rpc.reason}.`
        ) : (
          'Loading…'
        )}
      </p>
      <p className="hint">
        Before every signature, this device reads the Safe’s owners, threshold, nonce and
        implementation from this RPC instead of trusting the gateway.
      </p>
      <div className="form-row">
        <label htmlFor={inputId}>RPC address for {chain.chainName}</label>
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
          Save RPC
        </button>
        <button
          type="button"
          className="button"
          disabled={rpc.status === 'ok' && rpc.source === 'default'}
          onClick={() => void apply(null)}
        >
          Reset to default
        </button>
      </div>
    </form>
  );
}
