// Message status as a badge with a glyph and words.
import type { SafeMessage } from '../../gateway';
import { messageStatusText } from './messageRows';

/** Props of MessageStatusBadge. */
export interface MessageStatusBadgeProps {
  message: Pick<SafeMessage, 'status' | 'confirmationsSubmitted' | 'confirmationsRequired'>;
}

/** `✓ Confirmed` or `… Needs confirmations: 1 of 2`. */
export function MessageStatusBadge({ message }: MessageStatusBadgeProps) {
  const confirmed = message.status === 'CONFIRMED';
  return (
    <span
      className={`status-badge ${confirmed ? 'tone-success' : 'tone-pending'}`}
      data-status={message.status}
    >
      <span aria-hidden="true">{confirmed ? '✓' : '…'}</span> {messageStatusText(message)}
    </span>
  );
}
