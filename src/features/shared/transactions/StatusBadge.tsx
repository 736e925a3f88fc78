// A status as a badge: glyph + words, so the state never depends on colour alone.
import { statusPresentation } from './status';

/** Props of StatusBadge. */
export interface StatusBadgeProps {
  /** A transaction status word (AWAITING_CONFIRMATIONS, SUCCESS, …). */
  status: string;
}

/** Shows a transaction status. */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { label, glyph, tone } = statusPresentation(status);
  return (
    <span className={`status-badge tone-${tone}`} data-status={status}>
      <span aria-hidden="true">{glyph}</span> {label}
    </span>
  );
}
