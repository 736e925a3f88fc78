// The outbox items of one Safe: pending, sending, sent or failed, with retry and discard.
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
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
  chainId: string;
  safeAddress: string;
  /** Only items whose request mentions this hash (a transaction's or message's own items). */
  hash?: string;
}

/** Lists this device's signatures and proposals for a Safe and what became of them. */
export function OutboxList({ chainId, safeAddress, hash }: OutboxListProps) {
  const client = useGatewayClient();
  const { items, retry, discard } = useOutbox(client, { chainId, safe: safeAddress });
  const shown = hash
    ? items.filter((item) =>
        JSON.stringify(item.request).toLowerCase().includes(hash.toLowerCase()),
      )
    : items;
  if (shown.length === 0) return null;
  return (
    <div className="outbox" data-testid="outbox">
      <h3>Sent from this device</h3>
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
            {item.status === 'failed' && !isEnded(item) && (
              <button className="button" type="button" onClick={() => void retry(item.id)}>
                Retry
              </button>
            )}
            {item.status !== 'sending' && item.status !== 'sent' && (
              <button className="button" type="button" onClick={() => void discard(item.id)}>
                Discard
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
