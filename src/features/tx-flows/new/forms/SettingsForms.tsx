// Module, guard and fallback-handler changes. Which modules exist (and their order, for
// prevModule), the current guard and handler are read from the chain.
import { useId, type FormEvent } from 'react';
import {
  buildDeleteGuardCall,
  buildDisableModuleCall,
  buildEnableModuleCall,
  buildSetFallbackHandlerCall,
  buildSetGuardCall,
  isVersionAtLeast,
  KNOWN_FALLBACK_HANDLERS,
  ZERO_ADDRESS,
} from '../../../../safe';
import type { ActionFormProps } from '../actions';
import { AddressField, checkAddress } from '../fields/AddressField';
import { useFormValues } from '../fields/useFormValues';
import { ChainNotReady, useChainFacts, useChainSettings } from '../useChainFacts';
import { useRecipientName } from './recipientName';
import { SubmitRow } from '../fields/SubmitRow';

const isZero = (address: string) => address.toLowerCase() === ZERO_ADDRESS;

/** Guards exist from Safe 1.3.0 on; older Safes have no setGuard. */
function useGuardSupport(safe: ActionFormProps['safe']): string | null {
  const { state } = useChainFacts(safe);
  const version = state?.version ?? null;
  if (!version) return null;
  try {
    return isVersionAtLeast(version, '1.3.0')
      ? null
      : `This Safe runs ${version}: transaction guards need Safe 1.3.0 or later.`;
  } catch {
    return null;
  }
}

/** Enables a module: it can then move funds without owner signatures. */
export function EnableModuleForm({
  safe,
  initial,
  onChange,
  onSubmit,
  submitLabel = 'Review',
}: ActionFormProps) {
  const { settings, problem } = useChainSettings(safe);
  const { values, set, submitted, setSubmitted } = useFormValues({ module: '' }, initial, onChange);
  const nameOf = useRecipientName(safe);
  if (!settings) return <ChainNotReady problem={problem} />;
  const enabled = (address: string) =>
    settings.modules.some((m) => m.toLowerCase() === address.toLowerCase())
      ? 'This module is already enabled'
      : null;
  const module = checkAddress(values.module, safe.chain, enabled);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!module.ok) return;
    onSubmit({
      kind: 'enable-module',
      form: values,
      summary: `Enable module ${nameOf(module.address)}`,
      call: buildEnableModuleCall({ safeAddress: safe.safeAddress, module: module.address }),
    });
  };
  return (
    <form className="stack new-tx-form" onSubmit={submit} noValidate>
      <p className="notice warning">
        A module can execute any transaction from this Safe without the owners’ signatures. Enable
        only a module you have audited or fully trust.
      </p>
      <AddressField
        label="Module address"
        value={values.module}
        onChange={(v) => set('module', v)}
        chain={safe.chain}
        showError={submitted}
        check={enabled}
      />
      <SubmitRow label={submitLabel} />
    </form>
  );
}

/** Disables one of the modules the chain lists. */
export function DisableModuleForm({
  safe,
  initial,
  onChange,
  onSubmit,
  submitLabel = 'Review',
}: ActionFormProps) {
  const id = useId();
  const { settings, problem } = useChainSettings(safe);
  const { values, set, submitted, setSubmitted } = useFormValues({ module: '' }, initial, onChange);
  const nameOf = useRecipientName(safe);
  if (!settings) return <ChainNotReady problem={problem} />;
  if (settings.modules.length === 0) {
    return <p className="hint">The chain lists no enabled module for this Safe.</p>;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!settings.modules.includes(values.module)) return;
    onSubmit({
      kind: 'disable-module',
      form: values,
      summary: `Disable module ${nameOf(values.module)}`,
      call: buildDisableModuleCall({
        safeAddress: safe.safeAddress,
        modules: settings.modules,
        module: values.module,
      }),
    });
  };
  return (
    <form className="stack new-tx-form" onSubmit={submit} noValidate>
      <div className="form-row">
        <label htmlFor={id}>Module to disable</label>
        <select id={id} value={values.module} onChange={(e) => set('module', e.target.value)}>
          <option value="">Choose a module…</option>
          {settings.modules.map((m) => (
            <option key={m} value={m}>
              {nameOf(m)}
            </option>
          ))}
        </select>
        {submitted && !settings.modules.includes(values.module) && (
          <p className="field-error" role="alert">
            Choose a module
          </p>
        )}
      </div>
      <SubmitRow label={submitLabel} />
    </form>
  );
}

/** Sets a transaction guard (checks every transaction; a broken guard can lock the Safe). */
export function SetGuardForm({
  safe,
  initial,
  onChange,
  onSubmit,
  submitLabel = 'Review',
}: ActionFormProps) {
  const unsupported = useGuardSupport(safe);
  const { settings, problem } = useChainSettings(safe);
  const { values, set, submitted, setSubmitted } = useFormValues({ guard: '' }, initial, onChange);
  const nameOf = useRecipientName(safe);
  if (unsupported) return <p className="hint">{unsupported}</p>;
  if (!settings) return <ChainNotReady problem={problem} />;
  const same = (address: string) =>
    address.toLowerCase() === settings.guard.toLowerCase() ? 'This guard is already set' : null;
  const guard = checkAddress(values.guard, safe.chain, same);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!guard.ok) return;
    onSubmit({
      kind: 'set-guard',
      form: values,
      summary: `Set the transaction guard to ${nameOf(guard.address)}`,
      call: buildSetGuardCall({ safeAddress: safe.safeAddress, guard: guard.address }),
    });
  };
  return (
    <form className="stack new-tx-form" onSubmit={submit} noValidate>
      <p className="notice warning">
        A guard checks every later transaction of this Safe. A guard that reverts can lock the Safe
        for good: set only a guard you have audited.
      </p>
      <p className="hint">
        Current guard (on chain): {isZero(settings.guard) ? 'none' : nameOf(settings.guard)}
      </p>
      <AddressField
        label="Guard address"
        value={values.guard}
        onChange={(v) => set('guard', v)}
        chain={safe.chain}
        showError={submitted}
        check={same}
      />
      <SubmitRow label={submitLabel} />
    </form>
  );
}

/** Removes the transaction guard. */
export function DeleteGuardForm({ safe, onSubmit, submitLabel = 'Review' }: ActionFormProps) {
  const unsupported = useGuardSupport(safe);
  const { settings, problem } = useChainSettings(safe);
  const nameOf = useRecipientName(safe);
  if (unsupported) return <p className="hint">{unsupported}</p>;
  if (!settings) return <ChainNotReady problem={problem} />;
  if (isZero(settings.guard)) return <p className="hint">The Safe has no guard (on chain).</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      kind: 'delete-guard',
      form: {},
      summary: `Remove the transaction guard ${nameOf(settings.guard)}`,
      call: buildDeleteGuardCall({ safeAddress: safe.safeAddress }),
    });
  };
  return (
    <form className="stack new-tx-form" onSubmit={submit} noValidate>
      <p className="hint">Current guard (on chain): {nameOf(settings.guard)}</p>
      <SubmitRow label={submitLabel} />
    </form>
  );
}

const knownHandler = (address: string) =>
  KNOWN_FALLBACK_HANDLERS.find((h) => h.address.toLowerCase() === address.toLowerCase());

/** Sets the fallback handler (answers EIP-1271 and token callbacks for the Safe). */
export function SetFallbackHandlerForm({
  safe,
  initial,
  onChange,
  onSubmit,
  submitLabel = 'Review',
}: ActionFormProps) {
  const { settings, problem } = useChainSettings(safe);
  const { values, set, submitted, setSubmitted } = useFormValues(
    { handler: '' },
    initial,
    onChange,
  );
  const nameOf = useRecipientName(safe);
  if (!settings) return <ChainNotReady problem={problem} />;
  const same = (address: string) =>
    address.toLowerCase() === settings.fallbackHandler.toLowerCase()
      ? 'This handler is already set'
      : null;
  const handler = checkAddress(values.handler, safe.chain, same);
  const known = handler.ok ? knownHandler(handler.address) : undefined;
  const current = knownHandler(settings.fallbackHandler);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!handler.ok) return;
    onSubmit({
      kind: 'set-fallback-handler',
      form: values,
      summary: `Set the fallback handler to ${known ? `${known.name} ${known.version} (${handler.address})` : nameOf(handler.address)}`,
      call: buildSetFallbackHandlerCall({
        safeAddress: safe.safeAddress,
        handler: handler.address,
      }),
    });
  };
  return (
    <form className="stack new-tx-form" onSubmit={submit} noValidate>
      <p className="hint">
        Current handler (on chain):{' '}
        {isZero(settings.fallbackHandler)
          ? 'none'
          : current
            ? `${current.name} ${current.version} (${settings.fallbackHandler})`
            : nameOf(settings.fallbackHandler)}
      </p>
      <AddressField
        label="Fallback handler address"
        value={values.handler}
        onChange={(v) => set('handler', v)}
        chain={safe.chain}
        showError={submitted}
        check={same}
      />
      {handler.ok && !known && (
        <p className="notice warning" role="alert">
          This is not an official Safe fallback handler. A handler answers for the Safe (signatures,
          token callbacks): set an unknown one only if you trust its code.
        </p>
      )}
      <SubmitRow label={submitLabel} />
    </form>
  );
}
