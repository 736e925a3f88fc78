// The badge's list: the safeTxHashes of queued multisig transactions the owner still has to sign,
// taken from the gateway's txId (module and malformed ids give none), lower-cased.
import { describe, expect, it } from 'vitest';
import type { TransactionListItem } from '../../../../../src/gateway';
import { awaitingHashes } from '../../../../../src/features/shared/transactions/useAwaitingBadge';

const SAFE = '0x5afe0000000000000000000000000000000000c0';
const OWNER = '0x90F8bf6A479f320ead074411a4B0e7944Ea8c9C1';
const HASH = `0x${'AB'.repeat(32)}`;

function queued(id: string, missing: string[]): TransactionListItem {
  return {
    type: 'TRANSACTION',
    transaction: {
      id,
      executionInfo: {
        type: 'MULTISIG',
        nonce: 1,
        confirmationsRequired: 2,
        confirmationsSubmitted: 1,
        missingSigners: missing.map((value) => ({ value })),
      },
    },
  } as unknown as TransactionListItem;
}

describe('awaitingHashes', () => {
  it('lists the hashes the owner is missing from, lower-cased, and nothing else', () => {
    const items = [
      queued(`multisig_${SAFE}_${HASH}`, [OWNER.toLowerCase()]),
      queued(`multisig_${SAFE}_0x${'cd'.repeat(32)}`, [
        '0x0000000000000000000000000000000000000001',
      ]),
      queued(`module_${SAFE}_${HASH}`, [OWNER]),
      queued('multisig_broken', [OWNER]),
    ];
    expect(awaitingHashes(items, OWNER)).toEqual([HASH.toLowerCase()]);
  });
});
