// When this device's outbox delivers a write for the Safe (here, in another tab or in the service
// worker, perhaps long after the flow ended offline), the open screen re-reads the Safe's gateway
// data at once: the new confirmation count shows without a reload or waiting for a live update.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { gatewayKeys } from '../../query/keys';
import { listOutboxItems } from '../../storage/outbox';
import { useGatewayClient } from '../gateway/useGatewayClient';
import { subscribeOutbox } from './outboxEvents';

/** Refetches the Safe's gateway data and every transaction's details after a delivery. */
export function useRefreshOnDelivery({
  chainId,
  safeAddress,
}: {
  chainId: string;
  safeAddress: string;
}): void {
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    let live = true;
    // Items already sent when the screen opened are old news.
    let sent: Set<string> | null = null;
    const read = () =>
      void listOutboxItems()
        .then((all) => {
          if (!live) return;
          const now = new Set(
            all
              .filter(
                (item) =>
                  item.status === 'sent' &&
                  item.chainId === chainId &&
                  item.safe.toLowerCase() === safeAddress.toLowerCase(),
              )
              .map((item) => item.id),
          );
          const fresh = sent !== null && [...now].some((id) => !sent!.has(id));
          sent = now;
          if (!fresh) return;
          void queryClient.invalidateQueries({
            queryKey: gatewayKeys.safe(client.baseUrl, chainId, safeAddress),
          });
          void queryClient.invalidateQueries({
            queryKey: gatewayKeys.chainScoped(client.baseUrl, chainId, 'transaction'),
          });
          void queryClient.invalidateQueries({
            queryKey: gatewayKeys.chainScoped(client.baseUrl, chainId, 'message'),
          });
        })
        .catch(() => undefined);
    read();
    const stop = subscribeOutbox(read);
    return () => {
      live = false;
      stop();
    };
  }, [chainId, safeAddress, client.baseUrl, queryClient]);
}
