// Outbox items for a transaction that is gone end with that reason in words: the drain (page and
// service worker alike) ends a confirmation the gateway answers 404 for, the details page ends
// the unsent ones once it knows how the transaction went, and an ended item is never retried.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGatewayClient, type GatewayClient } from '../../../../src/gateway';
import { drainOutbox } from '../../../../src/session/outbox/drainOutbox';
import { goneReason, TRANSACTION_GONE_REASON } from '../../../../src/session/outbox/outboxEnding';
import {
  confirmTransactionItem,
  deleteTransactionItem,
} from '../../../../src/session/outbox/outboxItems';
import { closeCountersignDb } from '../../../../src/storage/db';
import {
  addOutboxItem,
  endOutboxItemsOf,
  getOutboxItem,
  isEnded,
  markOutboxSent,
  retryOutboxItem,
} from '../../../../src/storage/outbox';

const SAFE = '0x1111111111111111111111111111111111111111';
const SIGNER = '0x2222222222222222222222222222222222222222';
const HASH = '0x' + 'ab'.repeat(32);
const OTHER = '0x' + 'cd'.repeat(32);
const SIGNATURE = '0x' + '11'.repeat(65);

/** A gateway that answers every request with `status` and counts the requests. */
function gateway(status: number): { client: GatewayClient; calls: string[] } {
  const calls: string[] = [];
  const client = createGatewayClient({
    baseUrl: 'https://gateway.test',
    fetch: async (input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return new Response(JSON.stringify({ code: status, message: 'No transaction found' }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { client, calls };
}

const confirmation = (safeTxHash = HASH, signer = SIGNER) =>
  confirmTransactionItem(
    { chainId: '1', safe: SAFE },
    { safeTxHash, signature: SIGNATURE, signer },
    'Confirmation of nonce 14',
  );

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  await closeCountersignDb();
});

describe('outbox ending', () => {
  it('ends a confirmation whose transaction the gateway no longer has, in words and for good', async () => {
    const { client, calls } = gateway(404);
    await addOutboxItem(confirmation());
    const result = await drainOutbox(client);
    expect(result).toEqual({
      sent: [],
      failed: [confirmation().id],
      retrying: [],
      heldUntil: null,
    });
    const record = (await getOutboxItem(confirmation().id))!;
    expect(record.status).toBe('failed');
    expect(isEnded(record)).toBe(true);
    expect(record.endReason).toBe(TRANSACTION_GONE_REASON);
    expect(record.lastError).not.toMatch(/404/);
    // No retry: the user's Retry leaves it ended, and a later drain sends nothing.
    await retryOutboxItem(record.id);
    expect((await getOutboxItem(record.id))!.status).toBe('failed');
    const before = calls.length;
    await drainOutbox(client);
    expect(calls.length).toBe(before);
  });

  it('keeps other refusals retryable by the user (a 422 is not "gone")', async () => {
    const { client } = gateway(422);
    await addOutboxItem(confirmation());
    await drainOutbox(client);
    const record = (await getOutboxItem(confirmation().id))!;
    expect(record.status).toBe('failed');
    expect(isEnded(record)).toBe(false);
    await retryOutboxItem(record.id);
    expect((await getOutboxItem(record.id))!.status).toBe('pending');
  });

  it('ends the unsent confirmations of a gone transaction with how it went, and only those', async () => {
    const pending = confirmation();
    const sent = confirmation(HASH, '0x3333333333333333333333333333333333333333');
    const otherTx = confirmation(OTHER);
    const deletion = deleteTransactionItem(
      { chainId: '1', safe: SAFE },
      { safeTxHash: HASH, signature: SIGNATURE },
      'Deletion of nonce 14',
    );
    for (const item of [pending, sent, otherTx, deletion]) await addOutboxItem(item);
    await markOutboxSent(sent.id);
    const reason = goneReason({ kind: 'replaced', nonce: 14, byTxHash: OTHER });
    expect(reason).toBe(
      `Not sent: nonce 14 was executed as transaction ${OTHER}, which replaced this one.`,
    );
    const ended = await endOutboxItemsOf(
      { chainId: '1', safe: SAFE.toUpperCase().replace('0X', '0x'), safeTxHash: HASH },
      reason,
    );
    expect(ended).toEqual([pending.id]);
    expect((await getOutboxItem(pending.id))!.endReason).toBe(reason);
    expect((await getOutboxItem(sent.id))!.status).toBe('sent');
    expect((await getOutboxItem(otherTx.id))!.status).toBe('pending');
    expect((await getOutboxItem(deletion.id))!.status).toBe('pending');
    expect(goneReason({ kind: 'deleted' })).toBe(
      'Not sent: the transaction was deleted by its proposer.',
    );
  });
});
