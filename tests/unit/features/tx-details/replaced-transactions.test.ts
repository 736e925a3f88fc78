// A rejection is recognised from its own call data (an empty call to the Safe), and replaces the
// other queued transactions with its nonce.
import { describe, expect, it } from 'vitest';
import type {
  TransactionDetails,
  TransactionListPage,
  TransactionSummary,
} from '../../../../src/gateway';
import {
  isRejection,
  replacedTransactions,
} from '../../../../src/features/tx-details/replacedTransactions';

const SAFE = '0x5afe00000000000000000000000000000000c0de';
const OTHER = '0x22d491Bde2303f2f43325b2108D26f1eAbA1e32b';
const info = (value: string) => ({ value, name: null, logoUri: null });

function rejection(over: Partial<NonNullable<TransactionDetails['txData']>> = {}) {
  return {
    safeAddress: SAFE,
    txId: `multisig_${SAFE}_0x${'aa'.repeat(32)}`,
    executedAt: null,
    txData: {
      hexData: null,
      dataDecoded: null,
      to: info(SAFE),
      value: '0',
      operation: 0,
      trustedDelegateCallTarget: null,
      addressInfoIndex: null,
      ...over,
    },
    detailedExecutionInfo: { type: 'MULTISIG', nonce: 4 },
  } as unknown as TransactionDetails;
}

const row = (id: string, nonce: number): TransactionSummary =>
  ({
    id,
    executionInfo: { type: 'MULTISIG', nonce, confirmationsRequired: 2, confirmationsSubmitted: 0 },
  }) as unknown as TransactionSummary;
const page = (...rows: TransactionSummary[]): TransactionListPage =>
  ({
    next: null,
    previous: null,
    results: rows.map((transaction) => ({
      type: 'TRANSACTION',
      transaction,
      conflictType: 'None',
    })),
  }) as unknown as TransactionListPage;

describe('rejections', () => {
  it('are empty calls to the Safe itself', () => {
    expect(isRejection(rejection())).toBe(true);
    expect(isRejection(rejection({ to: info(OTHER) }))).toBe(false);
    expect(isRejection(rejection({ value: '1' }))).toBe(false);
    expect(isRejection(rejection({ hexData: '0x12' }))).toBe(false);
    expect(isRejection(rejection({ operation: 1 }))).toBe(false);
  });

  it('replace the other queued transactions with the same nonce', () => {
    const self = rejection();
    const pages = [
      page(row('a', 3), row('b', 4), row(self.txId, 4)),
      page(row('c', 4), row('d', 5)),
    ];
    expect(replacedTransactions(self, pages).map((t) => t.id)).toEqual(['b', 'c']);
  });
});
