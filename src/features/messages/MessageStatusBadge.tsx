// Message status as a badge with a glyph and words.
import type { SafeMessage } from '../../gateway';
import { messageStatusText, type ProvenMessageCount } from './messageRows';

/** Props of MessageStatusBadge. */
export interface MessageStatusBadgeProps {
  message: Pick<SafeMessage, 'status' | 'confirmationsSubmitted' | 'confirmationsRequired'>;
  /** The count proven on this device; without it the gateway's count is shown as is. */
  count?: ProvenMessageCount;
}

/** `✓ Confirmed` or `… Needs confirmations: 1 of 2`. */
export function MessageStatusBadge({ message, count }: MessageStatusBadgeProps) {
  const confirmed =
    count === undefined || count === 'unchecked'
      ? message.status === 'CONFIRMED'
      : count.proven >= count.required;
  return (
    <span
      className={`status-badge ${confirmed ? 'tone-success' : 'tone-pending'}`}
      data-status={message.status}
    >
      <span aria-hidden="true">{confirmed ? '✓' : '…'}</span> {messageStatusText(message, count)}
    </span>
  );
}
