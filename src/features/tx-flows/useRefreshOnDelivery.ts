// When this device's confirmation (or deletion) of the open transaction leaves the outbox, the
// gateway has it: the details are re-read so the page shows the new count without a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { transactionDetailsQueryOptions } from '../../query/options';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import type { OutboxRecord } from '../../storage/outbox';

/** Invalidates the details of `transactionId` whenever one of its outbox items turns `sent`. */
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
      void queryClient.invalidateQueries({
        queryKey: transactionDetailsQueryOptions(client, { chainId, transactionId }).queryKey,
      });
    }
    seen.current = sent;
  }, [sent, client, queryClient, chainId, transactionId]);
}
