// Every list surface reads the same action state: for the same transactions and proven counts,
// the row's label and marker, Home's awaiting number, the queue's awaiting filter and the app
// badge's hashes agree — and a transaction whose review blocks is in none of them.
import { describe, expect, it } from 'vitest';
import type { TransactionSummary } from '../../../../../src/gateway';
import { countQueued } from '../../../../../src/features/dashboard/countQueued';
import { filterAwaiting } from '../../../../../src/features/shared/transactions/awaiting';
import type { ProvenConfirmations } from '../../../../../src/features/shared/transactions/rowModel';
import { toTxRowModel } from '../../../../../src/features/shared/transactions/rowModel';
import { awaitingHashes } from '../../../../../src/features/shared/transactions/useAwaitingBadge';
import { OTHER, OWNER_A, OWNER_B, SAFE, erc20Out, summary, txItem } from './fixtures';

const hashOf = (n: number) => `0x${n.toString(16).padStart(2, '0').repeat(32)}`;

function queued(n: number, nonce: number): TransactionSummary {
  return summary(erc20Out, {
    id: `multisig_${SAFE}_${hashOf(n)}`,
    txStatus: 'AWAITING_CONFIRMATIONS',
    executionInfo: {
      type: 'MULTISIG',
      nonce,
      confirmationsRequired: 2,
      confirmationsSubmitted: 1,
      missingSigners: [{ value: OWNER_B, name: null, logoUri: null }],
    },
  });
}

const owners = [OWNER_A, OWNER_B, OTHER];
const cases: {
  tx: TransactionSummary;
  proven: ProvenConfirmations;
  awaits: boolean;
  label: string;
}[] = [
  {
    tx: queued(1, 14),
    proven: { validSigners: [OWNER_A], owners, threshold: 2, nonce: 14, blocked: null },
    awaits: true,
    label: 'Needs your signature',
  },
  {
    tx: queued(2, 15),
    proven: {
      validSigners: [OWNER_A],
      owners,
      threshold: 2,
      nonce: 14,
      blocked: 'Do not sign: the hash does not match.',
    },
    awaits: false,
    label: 'Blocked — do not sign',
  },
  {
    tx: queued(3, 16),
    proven: { validSigners: [OWNER_A, OTHER], owners, threshold: 2, nonce: 14, blocked: null },
    awaits: false,
    label: 'Waits for nonce 14',
  },
  {
    tx: queued(4, 17),
    proven: { validSigners: [OWNER_A, OWNER_B], owners, threshold: 3, nonce: 14, blocked: null },
    awaits: false,
    label: 'Needs confirmations',
  },
];

describe('surfaces agree on the action state', () => {
  const items = cases.map((c) => txItem(c.tx));
  const provenOf = (id: string) => cases.find((c) => c.tx.id === id)?.proven;

  it('rows show the one label and mark only what awaits the owner', () => {
    for (const c of cases) {
      const row = toTxRowModel(c.tx, { connectedAddress: OWNER_B, proven: c.proven });
      expect(row.actionState?.label).toBe(c.label);
      expect(row.needsYourSignature).toBe(c.awaits);
    }
  });

  it('Home, the awaiting filter and the badge count the same transactions', () => {
    const expected = cases.filter((c) => c.awaits).map((c) => c.tx.id);
    const pages = [{ count: items.length, next: null, previous: null, results: items }];
    expect(countQueued(pages, OWNER_B, provenOf)).toEqual({
      queued: cases.length,
      awaitingYou: expected.length,
      awaitingUnchecked: 0,
    });
    const filtered = filterAwaiting(items, OWNER_B, provenOf).flatMap((item) =>
      item.type === 'TRANSACTION' ? [item.transaction.id] : [],
    );
    expect(filtered).toEqual(expected);
    expect(awaitingHashes(items, OWNER_B, provenOf)).toEqual(
      expected.map((id) => id.split('_')[2]),
    );
  });

  it('before the review ran, counts rest on the gateway and are marked unchecked', () => {
    const pages = [{ count: items.length, next: null, previous: null, results: items }];
    expect(countQueued(pages, OWNER_B)).toEqual({
      queued: cases.length,
      awaitingYou: cases.length,
      awaitingUnchecked: cases.length,
    });
  });
});
