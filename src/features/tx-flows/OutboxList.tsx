// Outbox items: pending, sending, sent or failed, with retry and discard. A transaction's or a
// message's details list only that one's items; the Outbox screen lists the whole device's.
import type { ReactNode } from 'react';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { outboxItemsIn } from '../../session/outbox/outboxScope';
import { useOutbox } from '../../session/outbox/useOutbox';
import { isEnded, type OutboxRecord } from '../../storage/outbox';

const STATUS_WORDS: Record<OutboxRecord['status'], string> = {
  pending: 'Pending — sent when online',
  sending: 'Sending…',
  sent: 'Sent',
  failed: 'Failed',
};

/** Props of OutboxList. */
export interface OutboxListProps {
  /** One Safe's items (both given); the whole outbox when absent. */
  chainId?: string;
  safeAddress?: string;
  /** A message's items only (its message hash). */
  hash?: string;
  /** A transaction's items only (its safeTxHash): its proposal, confirmations and deletion. */
  safeTxHash?: string;
  /** The list's heading. */
  heading?: string;
  /** Extra content per item (the Outbox screen's Safe and link). */
  renderExtra?: (item: OutboxRecord) => ReactNode;
  /** Shown when nothing is in scope; nothing is rendered when absent. */
  empty?: ReactNode;
}

/** Lists this device's signatures and proposals and what became of them. */
export function OutboxList({
  chainId,
  safeAddress,
  hash,
  safeTxHash,
  heading = 'Sent from this device',
  renderExtra,
  empty,
}: OutboxListProps) {
  const client = useGatewayClient();
  const safe =
    chainId !== undefined && safeAddress !== undefined ? { chainId, safe: safeAddress } : undefined;
  const { items, retry, discard } = useOutbox(client, safe);
  const shown = outboxItemsIn(items, { messageHash: hash, safeTxHash });
  if (shown.length === 0) return empty ? <>{empty}</> : null;
  return (
    <div className="outbox" data-testid="outbox">
      <h3>{heading}</h3>
      <ul>
        {shown.map((item) => (
          <li
            key={item.id}
            data-testid="outbox-item"
            data-status={item.status}
            data-ended={isEnded(item) || undefined}
          >
            <span>{item.label}</span>{' '}
            {isEnded(item) ? (
              // Final: its transaction is gone, so there is nothing to retry.
              <strong data-testid="outbox-status">{item.endReason}</strong>
            ) : (
              <strong data-testid="outbox-status">{STATUS_WORDS[item.status]}</strong>
            )}
            {item.lastError && item.status !== 'sent' && !isEnded(item) && (
              <span className="hint"> ({item.lastError})</span>
            )}
            {renderExtra?.(item)}
            {item.status === 'failed' && !isEnded(item) && (
              <button
                className="button"
                type="button"
                onClick={() => void retry(item.id)}
                aria-label={`Retry: ${item.label}`}
              >
                Retry
              </button>
            )}
            {item.status !== 'sending' && item.status !== 'sent' && (
              <button
                className="button"
                type="button"
                onClick={() => void discard(item.id)}
                aria-label={`Discard: ${item.label}`}
              >
                Discard
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
