// Turns queue pages (LABEL, CONFLICT_HEADER and TRANSACTION items) into display rows: section
// headings, conflict groups (members marked until the `End` item) and why queued rows wait.
import type { TransactionListItem, TransactionSummary } from '../../gateway';

/** One rendered row of the queue. */
export type QueueRow =
  | { kind: 'label'; key: string; label: 'Next' | 'Queued' | string }
  | { kind: 'conflict'; key: string; nonce: number }
  | {
      kind: 'tx';
      key: string;
      transaction: TransactionSummary;
      section: 'Next' | 'Queued' | null;
      /** Inside a group of transactions sharing one nonce. */
      inConflict: boolean;
      /** Last member of its conflict group. */
      conflictEnd: boolean;
      /** Why it waits (queued section only). */
      note?: string;
    };

/** Why a queued transaction cannot run yet. */
export function queuedNote(safeNonce: number | null): string {
  return safeNonce === null
    ? 'Earlier transactions need to be executed first'
    : `Transaction with nonce ${safeNonce} needs to be executed first`;
}

/**
 * Builds queue rows. `safeNonce` (the Safe's current nonce) names the transaction queued rows wait
 * for; without it the nonce of the first "Next" transaction is used.
 */
export function buildQueueRows(items: TransactionListItem[], safeNonce: number | null): QueueRow[] {
  let nextNonce = safeNonce;
  if (nextNonce === null) {
    let inNext = false;
    for (const item of items) {
      if (item.type === 'LABEL') inNext = item.label === 'Next';
      else if (inNext && item.type === 'TRANSACTION') {
        const info = item.transaction.executionInfo;
        if (info?.type === 'MULTISIG') nextNonce = info.nonce;
        break;
      }
    }
  }
  const rows: QueueRow[] = [];
  const seen = new Map<string, number>();
  const keyOf = (base: string) => {
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}#${count}`;
  };
  let section: 'Next' | 'Queued' | null = null;
  let inConflict = false;
  for (const item of items) {
    switch (item.type) {
      case 'LABEL':
        section = item.label === 'Next' || item.label === 'Queued' ? item.label : null;
        inConflict = false;
        rows.push({ kind: 'label', key: keyOf(`label-${item.label}`), label: item.label });
        break;
      case 'CONFLICT_HEADER':
        inConflict = true;
        rows.push({ kind: 'conflict', key: keyOf(`conflict-${item.nonce}`), nonce: item.nonce });
        break;
      case 'TRANSACTION': {
        // A group that continues from the previous page starts with `End` and no header.
        const member = inConflict || item.conflictType !== 'None';
        const end = member && item.conflictType !== 'HasNext';
        rows.push({
          kind: 'tx',
          key: keyOf(item.transaction.id),
          transaction: item.transaction,
          section,
          inConflict: member,
          conflictEnd: end,
          note: section === 'Queued' ? queuedNote(nextNonce) : undefined,
        });
        if (end) inConflict = false;
        break;
      }
      default:
        break;
    }
  }
  return rows;
}

/** True when the pages hold no transaction at all. */
export function isQueueEmpty(items: TransactionListItem[]): boolean {
  return !items.some((item) => item.type === 'TRANSACTION');
}
