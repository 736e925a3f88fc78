// When this device's confirmation (or deletion) of the open transaction leaves the outbox, the
// gateway has it: the details are re-read so the page shows the new count without a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { gatewayKeys } from '../../query/keys';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import type { OutboxRecord } from '../../storage/outbox';

/**
 * Invalidates the details of `transactionId` whenever one of its outbox items turns `sent`: under
 * the txId and under the bare safeTxHash (a page opened by hash caches it under that id).
 */
export function useRefreshOnDelivery(
  items: readonly OutboxRecord[],
  safeTxHash: string | null,
  chainId: string,
  transactionId: string,
): void {
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const hash = safeTxHash?.toLowerCase() ?? null;
  const sent = items
    .filter(
      (item) =>
        item.status === 'sent' &&
        typeof item.request.safeTxHash === 'string' &&
        item.request.safeTxHash.toLowerCase() === hash,
    )
    .map((item) => `${item.id}@${item.sentAt ?? 0}`)
    .sort()
    .join(',');
  const seen = useRef<string | null>(null);
  useEffect(() => {
    // The first read only records what was already delivered before the page opened.
    if (seen.current !== null && sent !== seen.current && sent !== '') {
      for (const id of new Set([transactionId, safeTxHash ?? transactionId])) {
        void queryClient.invalidateQueries({
          queryKey: gatewayKeys.chainScoped(client.baseUrl, chainId, 'transaction', id),
        });
      }
    }
    seen.current = sent;
  }, [sent, client, queryClient, chainId, transactionId, safeTxHash]);
}
