// A status as a badge: glyph + words, so the state never depends on colour alone.
import type { ActionState } from '../../../safe';
import { actionStatePresentation, statusPresentation } from './status';

/** Props of StatusBadge. */
export interface StatusBadgeProps {
  /** A transaction status word (AWAITING_CONFIRMATIONS, SUCCESS, …). */
  status: string;
  /** The status is the gateway's unchecked word (a queued row before its review). */
  unchecked?: boolean;
  /** The transaction's action state: when given, its label is the badge (the proven one). */
  action?: ActionState | null;
}

/** The words an unchecked badge of `status` shows (a reviewed row reserves their space). */
export function uncheckedStatusText(status: string): string {
  const { label, glyph } = statusPresentation(status);
  return `${glyph} ${label}${UNCHECKED}`;
}

const UNCHECKED = ' (gateway, unchecked)';

/** Shows a transaction status. */
export function StatusBadge({ status, unchecked = false, action = null }: StatusBadgeProps) {
  if (action) {
    const { label, glyph, tone } = actionStatePresentation(action);
    return (
      <span
        className={`status-badge tone-${tone}`}
        data-status={status}
        data-action-status={action.status}
      >
        <span aria-hidden="true">{glyph}</span> {label}
      </span>
    );
  }
  const { label, glyph, tone } = statusPresentation(status);
  // An unchecked status keeps a neutral tone: "Ready to execute" in green would read as proven.
  return (
    <span
      className={`status-badge tone-${unchecked ? 'muted' : tone}`}
      data-status={status}
      data-unchecked={unchecked || undefined}
    >
      <span aria-hidden="true">{glyph}</span> {label}
      {unchecked && UNCHECKED}
    </span>
  );
}
