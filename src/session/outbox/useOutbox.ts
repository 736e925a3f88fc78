// The outbox as React state: its items (re-read after every change, here or in another tab) and
// the user's retry / discard.
import { useCallback, useEffect, useState } from 'react';
import type { GatewayClient } from '../../gateway';
import {
  discardOutboxItem,
  listOutboxItems,
  retryOutboxItem,
  type OutboxRecord,
} from '../../storage/outbox';
import { notifyOutboxChanged, subscribeOutbox } from './outboxEvents';
import { scheduleOutboxDrain } from './outboxSync';

/** What {@link useOutbox} returns. */
export interface OutboxState {
  items: OutboxRecord[];
  /** `loading` until the first read of IndexedDB; `error` when that read failed. */
  status: 'loading' | 'ready' | 'error';
  retry(id: string): Promise<void>;
  discard(id: string): Promise<void>;
}

/** The outbox items of one Safe (all when `safe` is omitted), live. */
export function useOutbox(
  client: GatewayClient,
  safe?: { chainId: string; safe: string },
): OutboxState {
  const [items, setItems] = useState<OutboxRecord[]>([]);
  const [status, setStatus] = useState<OutboxState['status']>('loading');
  const chainId = safe?.chainId;
  const address = safe?.safe.toLowerCase();
  useEffect(() => {
    let live = true;
    const read = () =>
      void listOutboxItems()
        .then((all) => {
          if (!live) return;
          setItems(
            all.filter(
              (item) =>
                (chainId === undefined || item.chainId === chainId) &&
                (address === undefined || item.safe.toLowerCase() === address),
            ),
          );
          setStatus('ready');
        })
        .catch(() => {
          if (live) setStatus((current) => (current === 'ready' ? current : 'error'));
        });
    read();
    const stop = subscribeOutbox(read);
    return () => {
      live = false;
      stop();
    };
  }, [chainId, address]);
  const retry = useCallback(
    async (id: string) => {
      await retryOutboxItem(id);
      notifyOutboxChanged();
      await scheduleOutboxDrain(client, { ids: [id] });
    },
    [client],
  );
  const discard = useCallback(async (id: string) => {
    await discardOutboxItem(id);
    notifyOutboxChanged();
  }, []);
  return { items, status, retry, discard };
}
