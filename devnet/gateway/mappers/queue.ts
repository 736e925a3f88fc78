import type { TransactionListItem } from '../../../src/gateway/types';
import type { ConflictType } from '../../../src/gateway/vocabulary';
import type { SafeState } from '../chain/safe-reader';
import type { GatewayContext } from '../context';
import type { MultisigRow } from '../store/rows';
import { multisigSummary } from './multisig';

/** The queued transactions of one page plus the neighbours that decide edge conflicts. */
export interface QueueWindow {
  /** Last transaction of the previous page (null on the first page). */
  previous: MultisigRow | null;
  page: MultisigRow[];
  /** First transaction of the next page (null on the last page). */
  next: MultisigRow | null;
}

function groupByNonce(rows: MultisigRow[]): MultisigRow[][] {
  const groups: MultisigRow[][] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last && last[0]!.nonce === row.nonce) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

/** Queue items with Next/Queued labels, conflict headers and conflict types (A.2.8). */
export function queueItems(
  ctx: GatewayContext,
  safe: SafeState,
  window: QueueWindow,
): TransactionListItem[] {
  const items: TransactionListItem[] = [];
  const previousNonce = window.previous?.nonce ?? null;
  let lastNonce = previousNonce ?? -1;
  for (const group of groupByNonce(window.page)) {
    const nonce = group[0]!.nonce;
    if (nonce === safe.nonce && lastNonce < nonce) items.push({ type: 'LABEL', label: 'Next' });
    else if (nonce > safe.nonce && lastNonce <= safe.nonce)
      items.push({ type: 'LABEL', label: 'Queued' });
    lastNonce = nonce;

    const continued = previousNonce === nonce;
    const continues = window.next?.nonce === nonce;
    const conflicting = group.length > 1 || continues || continued;
    if (conflicting && !continued) items.push({ type: 'CONFLICT_HEADER', nonce });
    group.forEach((tx, i) => {
      let conflictType: ConflictType = 'None';
      if (conflicting) {
        if (i === 0) conflictType = continued ? 'End' : 'HasNext';
        else conflictType = i === group.length - 1 && !continues ? 'End' : 'HasNext';
      }
      items.push({
        type: 'TRANSACTION',
        transaction: multisigSummary(ctx, tx, safe),
        conflictType,
      });
    });
  }
  return items;
}
