// "Awaiting your signature": the queue link with its filter, and the filter itself — only the
// transactions whose missing signers include the owner, under the section labels that still hold
// one, with conflict marks dropped (a filtered group is no conflict on its own).
import { describe, expect, it } from 'vitest';
import type { TransactionListItem, TransactionSummary } from '../../../../src/gateway';
import {
  filterAwaiting,
  isAwaitingSigner,
} from '../../../../src/features/shared/transactions/awaiting';
import { countQueued } from '../../../../src/features/dashboard/countQueued';
import { linkHref, parseQueueFilter, queueLink } from '../../../../src/session/routes/links';

const ME = '0x1111111111111111111111111111111111111111';
const OTHER = '0x2222222222222222222222222222222222222222';

function tx(
  id: string,
  nonce: number,
  missing: string[],
  conflictType: 'None' | 'HasNext' | 'End' = 'None',
): TransactionListItem {
  const transaction = {
    id,
    executionInfo: {
      type: 'MULTISIG',
      nonce,
      confirmationsRequired: 2,
      confirmationsSubmitted: 0,
      missingSigners: missing.map((value) => ({ value, name: null, logoUri: null })),
    },
  } as unknown as TransactionSummary;
  return { type: 'TRANSACTION', transaction, conflictType } as TransactionListItem;
}

describe('queue link filter', () => {
  it('builds and reads the awaiting-you filter', () => {
    expect(linkHref(queueLink('sep:0xabc', 'awaiting-you'))).toBe(
      '/transactions/queue?safe=sep:0xabc&filter=awaiting-you',
    );
    expect(linkHref(queueLink('sep:0xabc'))).toBe('/transactions/queue?safe=sep:0xabc');
    expect(parseQueueFilter('awaiting-you')).toBe('awaiting-you');
    expect(parseQueueFilter('<script>')).toBe('all');
    expect(parseQueueFilter(null)).toBe('all');
  });
});

describe('awaiting filter', () => {
  const items: TransactionListItem[] = [
    { type: 'LABEL', label: 'Next' } as TransactionListItem,
    { type: 'CONFLICT_HEADER', nonce: 7 } as TransactionListItem,
    tx('a', 7, [ME.toUpperCase().replace('0X', '0x')], 'HasNext'),
    tx('b', 7, [OTHER], 'End'),
    { type: 'LABEL', label: 'Queued' } as TransactionListItem,
    tx('c', 8, [OTHER]),
    tx('d', 9, [ME, OTHER]),
  ];

  it('keeps only what waits for the owner (any case), under its labels', () => {
    const kept = filterAwaiting(items, ME);
    expect(
      kept.map((item) => (item.type === 'TRANSACTION' ? item.transaction.id : item.type)),
    ).toEqual(['LABEL', 'a', 'LABEL', 'd']);
    expect(kept.every((item) => item.type !== 'TRANSACTION' || item.conflictType === 'None')).toBe(
      true,
    );
  });

  it('keeps nothing without an owner', () => {
    expect(filterAwaiting(items, null)).toEqual([]);
    expect(
      isAwaitingSigner((items[5] as { transaction: TransactionSummary }).transaction, null),
    ).toBe(false);
  });

  it('agrees with the Home count', () => {
    const page = { next: null, previous: null, results: items };
    expect(countQueued([page], ME)).toEqual({ queued: 4, awaitingYou: 2, awaitingUnchecked: 2 });
    expect(filterAwaiting(items, ME).filter((item) => item.type === 'TRANSACTION')).toHaveLength(2);
  });
});
