// The pieces TxActions draws from the action state: a button that is disabled with its reason
// (read by screen readers through aria-describedby), the reasons in words, and the dangerous
// warnings the signer ticks before the wallet is asked.
import { useId, type ReactNode } from 'react';
import type { ActionControl, ControlState, DangerousWarning } from '../../safe';

const reasonId = (base: string, reason: string) =>
  `${base}-${reason.replace(/[^a-zA-Z0-9]+/g, '-').slice(0, 40)}`;

/** One control as a button: disabled (with its reason) unless the action state enables it. */
export function ActionButton({
  control,
  tone = 'secondary',
  disabled = false,
  onClick,
  children,
}: {
  control: ControlState;
  /** The shared button tone: one primary per bar, destructive actions `danger`. */
  tone?: 'primary' | 'secondary' | 'danger';
  /** A page-level hold on top of the action state (e.g. no relay quota left). */
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      className={`button ${tone}`}
      type="button"
      disabled={!control.enabled || disabled}
      title={control.reason ?? undefined}
      data-reason={control.reason ?? undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** The distinct reasons the visible controls are disabled, except those already said above. */
export function ControlReasons({
  controls,
  except = [],
}: {
  controls: Record<ActionControl, ControlState>;
  except?: readonly (string | null)[];
}) {
  const base = useId();
  const said = new Set(except.filter((r): r is string => r !== null));
  const reasons = [
    ...new Set(
      Object.values(controls)
        .filter((c) => c.visible && !c.enabled && c.reason !== null && !said.has(c.reason))
        .map((c) => c.reason!),
    ),
  ];
  if (reasons.length === 0) return null;
  return (
    <ul className="control-reasons" aria-label="Why some actions are unavailable">
      {reasons.map((reason) => (
        <li key={reason} id={reasonId(base, reason)} data-testid="control-reason">
          {reason}
        </li>
      ))}
    </ul>
  );
}

/** The dangerous warnings as checkboxes the signer must tick before the wallet is asked. */
export function DangerousTicks({
  warnings,
  ticked,
  onChange,
}: {
  warnings: readonly DangerousWarning[];
  ticked: ReadonlySet<string>;
  onChange: (code: string, on: boolean) => void;
}) {
  if (warnings.length === 0) return null;
  return (
    <fieldset className="warning dangerous-ticks" data-testid="dangerous-warnings">
      <legend>Honest, but check before you sign</legend>
      {warnings.map((warning) => (
        <label key={warning.code} data-dangerous={warning.code}>
          <input
            type="checkbox"
            checked={ticked.has(warning.code)}
            onChange={(event) => onChange(warning.code, event.target.checked)}
          />{' '}
          I understand: {warning.message}
        </label>
      ))}
    </fieldset>
  );
}
