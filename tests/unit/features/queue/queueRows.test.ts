import { describe, expect, it } from 'vitest';
import type { TransactionListItem } from '../../../../src/gateway';
import { buildQueueRows, isQueueEmpty } from '../../../../src/features/queue/queueRows';
import { SAFE, custom, erc20Out, summary, txItem } from '../shared/transactions/fixtures';

const queued = (nonce: number, id: string) =>
  summary(erc20Out, {
    id: `multisig_${SAFE}_${id}`,
    txStatus: 'AWAITING_CONFIRMATIONS',
    executionInfo: {
      type: 'MULTISIG',
      nonce,
      confirmationsRequired: 2,
      confirmationsSubmitted: 1,
      missingSigners: null,
    },
  });

const page: TransactionListItem[] = [
  { type: 'LABEL', label: 'Next' },
  { type: 'CONFLICT_HEADER', nonce: 5 },
  txItem(queued(5, 'a'), 'HasNext'),
  txItem({ ...queued(5, 'b'), txInfo: custom({ isCancellation: true }) }, 'End'),
  { type: 'LABEL', label: 'Queued' },
  txItem(queued(6, 'c')),
];

describe('buildQueueRows', () => {
  it('keeps labels and conflict headers and marks the conflict group until End', () => {
    const rows = buildQueueRows(page, 5);
    expect(rows.map((r) => r.kind)).toEqual(['label', 'conflict', 'tx', 'tx', 'label', 'tx']);
    const txs = rows.filter((r) => r.kind === 'tx');
    expect(txs.map((r) => [r.inConflict, r.conflictEnd, r.section])).toEqual([
      [true, false, 'Next'],
      [true, true, 'Next'],
      [false, false, 'Queued'],
    ]);
  });

  it('explains why queued rows wait, with the Safe nonce', () => {
    const rows = buildQueueRows(page, 5);
    const last = rows.at(-1);
    expect(last?.kind === 'tx' && last.note).toBe(
      'Transaction with nonce 5 needs to be executed first',
    );
    const next = rows[2];
    expect(next?.kind === 'tx' && next.note).toBeUndefined();
  });

  it('falls back to the first Next nonce, then to a generic text', () => {
    const fromNext = buildQueueRows(page, null).at(-1);
    expect(fromNext?.kind === 'tx' && fromNext.note).toBe(
      'Transaction with nonce 5 needs to be executed first',
    );
    const onlyQueued = buildQueueRows(
      [{ type: 'LABEL', label: 'Queued' }, txItem(queued(9, 'z'))],
      null,
    );
    const row = onlyQueued[1];
    expect(row?.kind === 'tx' && row.note).toBe('Earlier transactions need to be executed first');
  });

  it('treats a group continued from the previous page (End without header) as a conflict end', () => {
    const rows = buildQueueRows([txItem(queued(5, 'x'), 'End'), txItem(queued(6, 'y'))], 5);
    expect(rows.map((r) => r.kind === 'tx' && [r.inConflict, r.conflictEnd])).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('gives unique keys even when an item repeats across pages', () => {
    const rows = buildQueueRows([txItem(queued(5, 'x')), txItem(queued(5, 'x'))], 5);
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
  });

  it('is empty only without transactions', () => {
    expect(isQueueEmpty([{ type: 'LABEL', label: 'Next' }])).toBe(true);
    expect(isQueueEmpty(page)).toBe(false);
  });
});
