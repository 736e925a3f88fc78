// A call to any contract with the user's own ABI (pasted, remembered per contract on this device,
// or the gateway's verified one), or with raw calldata. Produces one NewTxAction.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import {
  callableFunctions,
  functionSignature,
  parseAddressInput,
  parseParamInput,
} from '../../../../safe';
import { saveUserAbi, userAbisQueryOptions } from '../../../../query/options/userAbis';
import { describeError } from '../../../../session/errors/describeError';
import { useAddressBook } from '../../../shared/address-book/useAddressBook';
import type { ActionFormProps } from '../actions';
import { ParamField } from './ParamField';
import { VerifiedAbiButton } from './VerifiedAbiButton';
import './customCall.css';
import {
  abiOf,
  fragmentOf,
  readCustomCallState,
  toCustomCallAction,
  type CustomCallErrors,
  type CustomCallFormState,
} from './customCallState';
import { SubmitRow } from '../fields/SubmitRow';

/** A call to any contract through an ABI the user pastes (or raw calldata). */
export function CustomCallForm({
  safe,
  initial,
  onChange,
  onSubmit,
  submitLabel = 'Review',
}: ActionFormProps) {
  const ids = {
    address: useId(),
    name: useId(),
    abi: useId(),
    fn: useId(),
    value: useId(),
    raw: useId(),
  };
  const queryClient = useQueryClient();
  const [state, setState] = useState<CustomCallFormState>(() => readCustomCallState(initial));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitErrors, setSubmitErrors] = useState<CustomCallErrors | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { nameOf, entries } = useAddressBook(safe.chainId);
  const stored = useQuery(userAbisQueryOptions(safe.chainId));
  const native = safe.chain.nativeCurrency;

  const update = (patch: Partial<CustomCallFormState>) => {
    const next = { ...state, ...patch };
    setState(next);
    setSubmitErrors(null);
    onChange(next as unknown as Record<string, unknown>);
  };
  const touch = (field: string) => setTouched((prev) => new Set(prev).add(field));
  const shown = (field: string) => touched.has(field) || submitErrors !== null;

  const address = parseAddressInput(state.address);
  const target = address.ok ? (address.value as string) : null;
  const savedAbi = useMemo(
    () => (target ? stored.data?.find((r) => r.address === target) : undefined),
    [stored.data, target],
  );
  // A contract whose ABI this device remembers gets it back without pasting again.
  useEffect(() => {
    if (savedAbi && state.mode === 'abi' && !state.abiText.trim()) {
      update({ abiText: savedAbi.abi, contractName: state.contractName || savedAbi.name || '' });
    }
    // Only when a remembered ABI appears for the typed address; `update` is recreated each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedAbi]);

  const { abi, error: abiError } = abiOf(state);
  const functions = abi ? callableFunctions(abi) : [];
  const fragment = fragmentOf(abi, state.functionSignature);
  const inputErrors = (fragment?.inputs ?? []).map((param, index) => {
    const result = parseParamInput(state.inputs[index] ?? '', param);
    return result.ok ? null : result.error;
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = toCustomCallAction(state, native, nameOf);
    if (!result.ok) {
      setSubmitErrors(result.errors);
      const form = event.currentTarget;
      // Keyboard and screen-reader users land on the first field to fix.
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setSubmitErrors(null);
    if (result.abi && target) {
      try {
        // Remembered so the review decodes this contract's calls on this device.
        await saveUserAbi(queryClient, {
          chainId: safe.chainId,
          address: target,
          abi: state.abiText.trim(),
          name: state.contractName,
        });
        setSaveError(null);
      } catch (error) {
        // Not fatal: the call is still right, only the review cannot decode it later.
        setSaveError(`The ABI could not be saved on this device: ${describeError(error)}`);
      }
    }
    onSubmit(result.action);
  }

  const errors = {
    address: shown('address') && !address.ok ? address.error : submitErrors?.address,
    abi: state.abiText.trim() ? abiError : shown('abi') ? submitErrors?.abi : undefined,
    fn: submitErrors?.function,
    value: submitErrors?.value,
    raw: submitErrors?.rawData,
  };
  const described = (id: string, error: unknown) => (error ? `${id}-error` : undefined);

  return (
    <form
      className="stack custom-call-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Contract call"
    >
      <div className="form-row">
        <label htmlFor={ids.address}>Contract address</label>
        <input
          id={ids.address}
          value={state.address}
          spellCheck={false}
          autoComplete="off"
          placeholder="0x…"
          list={entries.length ? `${ids.address}-book` : undefined}
          onChange={(event) => update({ address: event.target.value })}
          onBlur={() => {
            touch('address');
            // Shown checksummed once it is valid.
            if (address.ok && address.value !== state.address)
              update({ address: address.value as string });
          }}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={described(ids.address, errors.address)}
        />
        {errors.address && (
          <p id={`${ids.address}-error`} className="field-error" role="alert">
            {errors.address}
          </p>
        )}
        {entries.length > 0 && (
          // The address book as suggestions: picking a name fills its checksummed address.
          <datalist id={`${ids.address}-book`}>
            {entries.map((entry) => (
              <option key={entry.address} value={entry.address} label={entry.name} />
            ))}
          </datalist>
        )}
        {target && nameOf(target) && <p className="hint">Address book: {nameOf(target)}</p>}
      </div>

      <fieldset className="form-row">
        <legend>Call with</legend>
        <label>
          <input
            type="radio"
            name={`${ids.fn}-mode`}
            checked={state.mode === 'abi'}
            onChange={() => update({ mode: 'abi' })}
          />{' '}
          A function from the contract’s ABI
        </label>
        <label>
          <input
            type="radio"
            name={`${ids.fn}-mode`}
            checked={state.mode === 'raw'}
            onChange={() => update({ mode: 'raw' })}
          />{' '}
          Raw calldata (hex)
        </label>
      </fieldset>

      {state.mode === 'abi' ? (
        <>
          <div className="form-row">
            <label htmlFor={ids.name}>Contract name (optional, this device only)</label>
            <input
              id={ids.name}
              value={state.contractName}
              maxLength={100}
              autoComplete="off"
              onChange={(event) => update({ contractName: event.target.value })}
            />
          </div>
          <div className="form-row">
            <label htmlFor={ids.abi}>ABI</label>
            <textarea
              id={ids.abi}
              rows={5}
              value={state.abiText}
              spellCheck={false}
              placeholder='[{"type":"function","name":"setValue",…}] or a Hardhat/Truffle artifact'
              onChange={(event) =>
                update({ abiText: event.target.value, functionSignature: '', inputs: [] })
              }
              onBlur={() => touch('abi')}
              aria-invalid={errors.abi ? true : undefined}
              aria-describedby={`${ids.abi}-hint${errors.abi ? ` ${ids.abi}-error` : ''}`}
            />
            <p id={`${ids.abi}-hint`} className="hint">
              {savedAbi
                ? 'The ABI you saved for this contract on this device.'
                : 'Paste the JSON ABI. It is saved for this contract on this device, so its calls are decoded in the review.'}
            </p>
            {errors.abi && (
              <p id={`${ids.abi}-error`} className="field-error" role="alert">
                {errors.abi}
              </p>
            )}
            {target && (
              <VerifiedAbiButton
                chainId={safe.chainId}
                address={target}
                onUse={(abiText, name) =>
                  update({
                    abiText,
                    contractName: state.contractName || name,
                    functionSignature: '',
                    inputs: [],
                  })
                }
              />
            )}
          </div>
          {abi && (
            <div className="form-row">
              <label htmlFor={ids.fn}>Function</label>
              <select
                id={ids.fn}
                value={state.functionSignature}
                onChange={(event) =>
                  update({ functionSignature: event.target.value, inputs: [], value: '' })
                }
                aria-invalid={errors.fn ? true : undefined}
                aria-describedby={described(ids.fn, errors.fn)}
              >
                <option value="">
                  {functions.length ? 'Choose a function…' : 'No function changes state'}
                </option>
                {functions.map((f) => (
                  <option key={functionSignature(f)} value={functionSignature(f)}>
                    {functionSignature(f)}
                    {f.payable ? ' (payable)' : ''}
                  </option>
                ))}
              </select>
              {errors.fn && (
                <p id={`${ids.fn}-error`} className="field-error" role="alert">
                  {errors.fn}
                </p>
              )}
            </div>
          )}
          {fragment?.inputs.map((param, index) => (
            <ParamField
              key={`${state.functionSignature}:${index}`}
              param={param}
              index={index}
              value={state.inputs[index] ?? ''}
              error={shown(`input-${index}`) ? inputErrors[index]! : null}
              onBlur={() => touch(`input-${index}`)}
              onChange={(value) => {
                const inputs = fragment.inputs.map((_, i) => state.inputs[i] ?? '');
                inputs[index] = value;
                update({ inputs });
              }}
            />
          ))}
        </>
      ) : (
        <div className="form-row">
          <label htmlFor={ids.raw}>Calldata</label>
          <textarea
            id={ids.raw}
            rows={3}
            value={state.rawData}
            spellCheck={false}
            placeholder="0x (empty for a plain transfer)"
            onChange={(event) => update({ rawData: event.target.value })}
            aria-invalid={errors.raw ? true : undefined}
            aria-describedby={described(ids.raw, errors.raw)}
          />
          {errors.raw && (
            <p id={`${ids.raw}-error`} className="field-error" role="alert">
              {errors.raw}
            </p>
          )}
        </div>
      )}

      {(state.mode === 'raw' || fragment?.payable) && (
        <div className="form-row">
          <label htmlFor={ids.value}>Value ({native.symbol})</label>
          <input
            id={ids.value}
            value={state.value}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            onChange={(event) => update({ value: event.target.value })}
            aria-invalid={errors.value ? true : undefined}
            aria-describedby={described(ids.value, errors.value)}
          />
          {errors.value && (
            <p id={`${ids.value}-error`} className="field-error" role="alert">
              {errors.value}
            </p>
          )}
        </div>
      )}

      {saveError && (
        <p className="field-error" role="alert">
          {saveError}
        </p>
      )}
      <SubmitRow label={submitLabel} />
    </form>
  );
}
