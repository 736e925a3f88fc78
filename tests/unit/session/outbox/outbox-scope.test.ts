// Which outbox items a screen shows: a transaction's details only its own items (not another
// transaction's, not a message's), a message's only its own, the Outbox screen everything; and the
// header counts only what was not delivered. Plus the words and links of the Outbox screen.
import { describe, expect, it } from 'vitest';
import {
  confirmMessageItem,
  confirmTransactionItem,
  deleteTransactionItem,
} from '../../../../src/session/outbox/outboxItems';
import { outboxItemsIn, undeliveredOutboxItems } from '../../../../src/session/outbox/outboxScope';
import type { OutboxRecord } from '../../../../src/storage/outbox';
import { outboxIndicatorLabel } from '../../../../src/features/shared/header/OutboxIndicator';
import { outboxItemLink } from '../../../../src/features/outbox/OutboxScreen';
import type { ChainInfo } from '../../../../src/gateway';

const SAFE = '0x1111111111111111111111111111111111111111';
const OTHER_SAFE = '0x2222222222222222222222222222222222222222';
const OWNER = '0x3333333333333333333333333333333333333333';
const HASH_A = `0x${'aa'.repeat(32)}`;
const HASH_B = `0x${'bb'.repeat(32)}`;

const stored = (
  item: Omit<
    OutboxRecord,
    'createdAt' | 'status' | 'attempts' | 'lastError' | 'leaseUntil' | 'sentAt'
  >,
  status: OutboxRecord['status'] = 'pending',
): OutboxRecord => ({
  ...item,
  createdAt: 1,
  status,
  attempts: 0,
  lastError: null,
  leaseUntil: null,
  sentAt: null,
});

const target = { chainId: '1', safe: SAFE };
const confirmA = stored(
  confirmTransactionItem(target, { safeTxHash: HASH_A, signature: '0x1', signer: OWNER }, 'A'),
);
const deleteA = stored(
  deleteTransactionItem(target, { safeTxHash: HASH_A, signature: '0x2' }, 'del A'),
  'failed',
);
const confirmB = stored(
  confirmTransactionItem(target, { safeTxHash: HASH_B, signature: '0x3', signer: OWNER }, 'B'),
  'sent',
);
// A message whose hash happens to equal a transaction's must not show on that transaction.
const messageA = stored(
  confirmMessageItem(target, { messageHash: HASH_A, signature: '0x4', signer: OWNER }, 'msg'),
);
const elsewhere = stored(
  confirmTransactionItem(
    { chainId: '1', safe: OTHER_SAFE },
    { safeTxHash: HASH_B, signature: '0x5', signer: OWNER },
    'other Safe',
  ),
);
const all = [confirmA, deleteA, confirmB, messageA, elsewhere];

describe('outboxItemsIn', () => {
  it('a transaction lists only its own items', () => {
    expect(
      outboxItemsIn(all, { chainId: '1', safe: SAFE, safeTxHash: HASH_A.toUpperCase() }),
    ).toEqual([confirmA, deleteA]);
    expect(outboxItemsIn(all, { chainId: '1', safe: SAFE, safeTxHash: HASH_B })).toEqual([
      confirmB,
    ]);
  });

  it('a message lists only its own items; no scope lists everything', () => {
    expect(outboxItemsIn(all, { messageHash: HASH_A })).toEqual([messageA]);
    expect(outboxItemsIn(all, {})).toEqual(all);
    expect(outboxItemsIn(all, { chainId: '2' })).toEqual([]);
  });

  it('counts only undelivered items (pending, sending, failed)', () => {
    expect(undeliveredOutboxItems(all)).toEqual([confirmA, deleteA, messageA, elsewhere]);
  });
});

describe('outbox words and links', () => {
  it('says what waits and what failed', () => {
    expect(outboxIndicatorLabel(2, 0)).toBe('Outbox: 2 waiting to be sent');
    expect(outboxIndicatorLabel(0, 1)).toBe('Outbox: 1 failed');
    expect(outboxIndicatorLabel(1, 3)).toBe('Outbox: 1 waiting to be sent, 3 failed');
  });

  it('links an item to its transaction or message, when its chain is known', () => {
    const chains = [{ chainId: '1', shortName: 'eth' } as ChainInfo];
    expect(outboxItemLink(confirmA, chains)).toEqual({
      pathname: '/transactions/tx',
      search: `?safe=eth:${SAFE}&id=${HASH_A}`,
    });
    expect(outboxItemLink(messageA, chains)?.pathname).toBe('/transactions/msg');
    expect(outboxItemLink(confirmA, [])).toBeNull();
  });
});
