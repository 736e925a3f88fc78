// The device's whole outbox in one place: every signature, proposal and deletion written here, for
// every Safe, with what became of it, and retry / discard. Reached from the header's indicator,
// which appears while anything waits or failed; a transaction's own page lists only its items.
import { Link } from '../../router';
import type { ChainInfo } from '../../gateway';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { useOnlineStatus } from '../../session/network/online';
import { undeliveredOutboxItems } from '../../session/outbox/outboxScope';
import { useOutbox } from '../../session/outbox/useOutbox';
import {
  formatSafeParam,
  linkHref,
  messageDetailsLink,
  txDetailsLink,
  type AppLink,
} from '../../session/routes/links';
import type { OutboxRecord } from '../../storage/outbox';
import { AddressView } from '../shared/AddressView';
import { EmptyState, ErrorState, LoadingState } from '../shared/StatePanels';
import { useChains } from '../shared/useChains';
import { OutboxList } from '../tx-flows/OutboxList';

/** Where an item's transaction or message is shown, when its chain is known. */
export function outboxItemLink(item: OutboxRecord, chains: readonly ChainInfo[]): AppLink | null {
  const chain = chains.find((c) => c.chainId === item.chainId);
  if (!chain) return null;
  const safe = formatSafeParam(chain.shortName, item.safe);
  const { safeTxHash, messageHash } = item.request;
  if (typeof safeTxHash === 'string') return txDetailsLink(safe, safeTxHash);
  if (typeof messageHash === 'string') return messageDetailsLink(safe, messageHash);
  return null;
}

/** The Outbox screen. */
export function OutboxScreen() {
  const client = useGatewayClient();
  const { items, status } = useOutbox(client);
  const online = useOnlineStatus();
  const { chains } = useChains();
  const undelivered = undeliveredOutboxItems(items);
  const failed = undelivered.filter((item) => item.status === 'failed').length;
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Outbox</h1>
      <p className="hint">
        Everything this device signed for a gateway: kept here until the gateway has it, so a closed
        tab or a lost connection loses nothing.
      </p>
      {!online && undelivered.length > 0 && (
        <p role="status" data-testid="outbox-offline">
          You are offline: waiting items are sent when you are back online.
        </p>
      )}
      {status === 'loading' ? (
        <LoadingState label="Reading the outbox…" />
      ) : status === 'error' ? (
        <ErrorState title="The outbox could not be read from this device’s storage" error={null} />
      ) : (
        <>
          {undelivered.length > 0 && (
            <p data-testid="outbox-summary">
              {undelivered.length - failed} waiting to be sent
              {failed > 0 ? `, ${failed} failed — retry or discard them below` : ''}.
            </p>
          )}
          <OutboxList
            heading="Signed on this device"
            empty={
              <EmptyState title="The outbox is empty">
                <p>Signatures and proposals made on this device appear here until they are sent.</p>
              </EmptyState>
            }
            renderExtra={(item) => {
              const chain = chains.find((c) => c.chainId === item.chainId);
              const link = outboxItemLink(item, chains);
              return (
                <span className="outbox-item-safe">
                  {' '}
                  <span className="hint">Safe</span>{' '}
                  <AddressView address={item.safe} chain={chain} copy={false} />
                  {chain && <span className="hint"> on {chain.chainName}</span>}
                  {link && (
                    <>
                      {' '}
                      <Link to={linkHref(link)} aria-label={`Open ${item.label}`}>
                        Open
                      </Link>
                    </>
                  )}
                </span>
              );
            }}
          />
        </>
      )}
    </section>
  );
}
