// The header's outbox indicator: present only while something this device signed waits to be sent
// or failed, with the count, linking to the Outbox screen. Part of the lazy header chunk.
import { Link, useLocation } from '../../../router';
import { useGatewayClient } from '../../../session/gateway/useGatewayClient';
import { undeliveredOutboxItems } from '../../../session/outbox/outboxScope';
import { useOutbox } from '../../../session/outbox/useOutbox';
import { linkHref, outboxLink, ROUTES } from '../../../session/routes/links';
import { useSafeParam } from '../../../session/routes/useSafeParam';

/** What the indicator says to screen readers, e.g. "Outbox: 2 waiting to be sent, 1 failed". */
export function outboxIndicatorLabel(waiting: number, failed: number): string {
  const parts: string[] = [];
  if (waiting > 0) parts.push(`${waiting} waiting to be sent`);
  if (failed > 0) parts.push(`${failed} failed`);
  return `Outbox: ${parts.join(', ')}`;
}

/** A link to the Outbox with the number of undelivered items; nothing when all were delivered. */
export function OutboxIndicator() {
  const client = useGatewayClient();
  const { items } = useOutbox(client);
  const safe = useSafeParam();
  const { pathname } = useLocation();
  const undelivered = undeliveredOutboxItems(items);
  if (undelivered.length === 0) return null;
  const failed = undelivered.filter((item) => item.status === 'failed').length;
  const label = outboxIndicatorLabel(undelivered.length - failed, failed);
  return (
    <Link
      className={`outbox-indicator${failed > 0 ? ' failed' : ''}`}
      to={linkHref(outboxLink(safe))}
      aria-label={label}
      title={label}
      aria-current={pathname === ROUTES.outbox ? 'page' : undefined}
      data-testid="outbox-indicator"
    >
      <span aria-hidden="true">{failed > 0 ? '⚠' : '⇡'}</span>
      <span className="outbox-indicator-count" aria-hidden="true">
        {undelivered.length}
      </span>
    </Link>
  );
}
