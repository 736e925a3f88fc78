// Keeps the app icon badge in step with a Safe's queue as this device reads it: the queued
// transactions the connected owner still has to sign (the same rule as Home and the queue filter).
import { useEffect } from 'react';
import type { TransactionListItem } from '../../../gateway';
import { parseMultisigTxId } from '../../../safe/verify/multisig-tx-id';
import { publishAwaiting } from '../../../session/push/badge';
import { awaitingStatus, type ProvenOf } from './awaiting';

/** The awaiting safeTxHashes among queue items. */
export function awaitingHashes(
  items: readonly TransactionListItem[],
  ownerAddress: string,
  provenOf?: ProvenOf,
): string[] {
  return items.flatMap((item) => {
    if (item.type !== 'TRANSACTION') return [];
    const status = awaitingStatus(item.transaction, ownerAddress, provenOf?.(item.transaction.id));
    const hash = status === null ? null : parseMultisigTxId(item.transaction.id)?.safeTxHash;
    return hash ? [hash] : [];
  });
}

/** Publishes the Safe's awaiting list whenever the loaded queue or the owner changes. */
export function useAwaitingBadge(
  safe: { chainId: string; safeAddress: string },
  items: readonly TransactionListItem[] | undefined,
  ownerAddress: string | null | undefined,
  provenOf?: ProvenOf,
): void {
  const { chainId, safeAddress } = safe;
  // Without an owner connected, "awaiting you" is unknown: the last known number stays.
  const joined =
    items && ownerAddress ? awaitingHashes(items, ownerAddress, provenOf).join(',') : null;
  useEffect(() => {
    if (joined === null) return;
    const hashes = joined ? joined.split(',') : [];
    void publishAwaiting(chainId, safeAddress, hashes).catch(() => undefined);
  }, [chainId, safeAddress, joined]);
}
