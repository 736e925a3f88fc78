// A status as a badge: glyph + words, so the state never depends on colour alone.
import { statusPresentation } from './status';

/** Props of StatusBadge. */
export interface StatusBadgeProps {
  /** A transaction status word (AWAITING_CONFIRMATIONS, SUCCESS, …). */
  status: string;
  /** The status is the gateway's unchecked word (a queued row before its review). */
  unchecked?: boolean;
}

/** Shows a transaction status. */
export function StatusBadge({ status, unchecked = false }: StatusBadgeProps) {
  const { label, glyph, tone } = statusPresentation(status);
  // An unchecked status keeps a neutral tone: "Ready to execute" in green would read as proven.
  return (
    <span
      className={`status-badge tone-${unchecked ? 'muted' : tone}`}
      data-status={status}
      data-unchecked={unchecked || undefined}
    >
      <span aria-hidden="true">{glyph}</span> {label}
      {unchecked && ' (gateway, unchecked)'}
    </span>
  );
}
