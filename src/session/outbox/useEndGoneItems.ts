// Ends this device's unsent items for a transaction the page learned is gone, with the reason.
import { useEffect } from 'react';
import { endOutboxItemsOf } from '../../storage/outbox';
import type { TransactionGone } from '../lifecycle/transactionLifecycle';
import { goneReason } from './outboxEnding';
import { notifyOutboxChanged } from './outboxEvents';

/** Once `gone` is known, ends the Safe's unsent items for `safeTxHash` with its reason. */
export function useEndGoneItems(
  target: { chainId: string; safe: string; safeTxHash: string | null },
  gone: TransactionGone | null,
): void {
  const { chainId, safe, safeTxHash } = target;
  const reason = gone ? goneReason(gone) : null;
  useEffect(() => {
    if (!reason || !safeTxHash) return;
    void endOutboxItemsOf({ chainId, safe, safeTxHash }, reason).then((ended) => {
      if (ended.length > 0) notifyOutboxChanged();
    });
  }, [chainId, safe, safeTxHash, reason]);
}
