// Open a Safe by chain + address. The address field also takes a pasted `shortName:0x…`, whose
// prefix then picks the chain; an unknown prefix is reported, never guessed.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../../router';
import type { ChainInfo } from '../../gateway';
import { formatSafeParam, homeLink, linkHref } from '../../session/routes/links';
import { validateAddressInput } from '../shared/address-book/validateAddress';

/** Props of OpenSafeForm. */
export interface OpenSafeFormProps {
  chains: readonly ChainInfo[];
  /** True while the chain list is loading (the form still accepts prefixed input). */
  chainsLoading: boolean;
}

/** Resolves the form input to `shortName:checksummedAddress`, or an error message. */
export function resolveSafeInput(
  input: string,
  selectedChainId: string,
  chains: readonly ChainInfo[],
): { ok: true; safe: string } | { ok: false; message: string } {
  const value = input.trim();
  const colon = value.indexOf(':');
  let chain = chains.find((c) => c.chainId === selectedChainId);
  if (colon >= 0) {
    const prefix = value.slice(0, colon).toLowerCase();
    chain = chains.find((c) => c.shortName.toLowerCase() === prefix);
    if (!chain) {
      return {
        ok: false,
        message:
          chains.length === 0
            ? 'The chain list is not loaded yet; try again in a moment.'
            : `Unknown chain prefix “${prefix}:”. Known prefixes: ${chains.map((c) => c.shortName).join(', ')}.`,
      };
    }
  }
  if (!chain) return { ok: false, message: 'Choose the chain the Safe is on.' };
  const address = validateAddressInput(value, chain.shortName);
  if (!address.ok) return address;
  return { ok: true, safe: formatSafeParam(chain.shortName, address.address) };
}

/** The "Open a Safe" form. */
export function OpenSafeForm({ chains, chainsLoading }: OpenSafeFormProps) {
  const navigate = useNavigate();
  const chainId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [selected, setSelected] = useState('');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  // A submission made while the chain list is still on its way: completed when it arrives, so a
  // quick user is not told to try again.
  const [waiting, setWaiting] = useState<string | null>(null);
  const effectiveChain = selected || chains[0]?.chainId || '';

  function open(input: string) {
    const result = resolveSafeInput(input, effectiveChain, chains);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(undefined);
    navigate(linkHref(homeLink(result.safe)));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chains.length === 0 && chainsLoading) {
      setError(undefined);
      setWaiting(value);
      return;
    }
    setWaiting(null);
    open(value);
  }

  // Run when the list arrives (or fails), with the input as it was submitted. `open` closes over
  // this render's chains; the effect reads the latest one without running again when it changes.
  const latestOpen = useRef(open);
  useEffect(() => {
    latestOpen.current = open;
  });
  const listSettled = chains.length > 0 || !chainsLoading;
  useEffect(() => {
    if (waiting === null || !listSettled) return;
    setWaiting(null);
    latestOpen.current(waiting);
  }, [waiting, listSettled]);

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="open-safe-title">
      <h2 id="open-safe-title">Open a Safe</h2>
      <div className="form-row">
        <label htmlFor={chainId}>Chain</label>
        <select
          id={chainId}
          value={effectiveChain}
          onChange={(event) => setSelected(event.target.value)}
          disabled={chains.length === 0}
        >
          {chains.length === 0 && (
            <option value="">{chainsLoading ? 'Loading chains…' : 'No chains available'}</option>
          )}
          {chains.map((chain) => (
            <option key={chain.chainId} value={chain.chainId}>
              {chain.chainName} ({chain.shortName})
            </option>
          ))}
        </select>
      </div>
      <div className="form-row">
        <label htmlFor={inputId}>Safe address</label>
        <p id={hintId} className="hint">
          0x… address, or chain prefix and address as in a Safe link: <code>eth:0x…</code>
        </p>
        <input
          id={inputId}
          name="safe"
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
        {waiting !== null && (
          <p className="hint" role="status">
            Loading the list of chains…
          </p>
        )}
      </div>
      <button type="submit" className="button primary">
        Open Safe
      </button>
    </form>
  );
}
