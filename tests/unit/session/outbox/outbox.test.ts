// The outbox end to end below the UI: items are stored before the gateway is called, two drains at
// once send an item exactly once, failures are retried (offline) or kept failed (refused), a
// confirmation the gateway already lists counts as sent, and discard removes an item.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGatewayClient, type GatewayClient } from '../../../../src/gateway';
import { drainOutbox } from '../../../../src/session/outbox/drainOutbox';
import { scheduleOutboxDrain, startOutboxSync } from '../../../../src/session/outbox/outboxSync';
import { confirmTransactionItem } from '../../../../src/session/outbox/outboxItems';
import { closeCountersignDb } from '../../../../src/storage/db';
import type { OutboxLocks } from '../../../../src/storage/outboxLock';
import {
  addOutboxItem,
  claimOutboxItem,
  discardOutboxItem,
  getOutboxItem,
  listOutboxItems,
  releaseOutboxClaims,
  retryOutboxItem,
} from '../../../../src/storage/outbox';

const SAFE = '0x1111111111111111111111111111111111111111';
const SIGNER = '0x2222222222222222222222222222222222222222';
const HASH = '0x' + 'ab'.repeat(32);
const SIGNATURE = '0x' + '11'.repeat(65);

type Handler = (method: string, path: string, body: unknown) => Response | Promise<Response>;

/** A gateway client whose fetch answers with `handler` and records every request. */
function gateway(handler: Handler): { client: GatewayClient; calls: string[] } {
  const calls: string[] = [];
  const client = createGatewayClient({
    baseUrl: 'https://gateway.test',
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}`);
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      return handler(method, url.pathname, body);
    },
  });
  return { client, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const details = (signers: string[]) => ({
  safeAddress: SAFE,
  txId: `multisig_${SAFE}_${HASH}`,
  detailedExecutionInfo: {
    type: 'MULTISIG',
    confirmations: signers.map((value) => ({ signer: { value }, signature: SIGNATURE })),
  },
});

const item = () =>
  confirmTransactionItem(
    { chainId: '1', safe: SAFE },
    { safeTxHash: HASH, signature: SIGNATURE, signer: SIGNER },
    'Confirmation of nonce 1',
  );

/** Web Locks as the browser keeps them, in memory (Node has none): `ifAvailable` requests only. */
function fakeLocks(): OutboxLocks {
  const held = new Set<string>();
  return {
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  await closeCountersignDb();
});

describe('outbox', () => {
  it('has the item stored (and claimed) before the gateway is called', async () => {
    const seen: unknown[] = [];
    const { client } = gateway(async () => {
      seen.push(await getOutboxItem(item().id));
      return json(201, details([SIGNER]));
    });
    await addOutboxItem(item(), { now: 1000 });
    expect((await listOutboxItems())[0]).toMatchObject({
      kind: 'confirm-transaction',
      chainId: '1',
      safe: SAFE,
      status: 'pending',
      attempts: 0,
      createdAt: 1000,
      lastError: null,
      request: { safeTxHash: HASH, signature: SIGNATURE },
    });
    const result = await drainOutbox(client);
    expect(result.sent).toEqual([item().id]);
    expect(seen).toEqual([expect.objectContaining({ status: 'sending', attempts: 1 })]);
    expect(await getOutboxItem(item().id)).toMatchObject({ status: 'sent', leaseUntil: null });
  });

  it('sends an item to the gateway it was made against, whatever gateway the sender reads', async () => {
    const origins: string[] = [];
    const sender = createGatewayClient({
      baseUrl: 'https://sender-default.test',
      fetch: async (input) => {
        origins.push(new URL(String(input)).origin);
        return json(201, details([SIGNER]));
      },
    });
    await addOutboxItem({ ...item(), gatewayUrl: 'https://made-for.test' });
    expect((await drainOutbox(sender)).sent).toEqual([item().id]);
    expect(origins).toEqual(['https://made-for.test']);

    // An item stored before items named their gateway goes to the sender's.
    await discardOutboxItem(item().id);
    await addOutboxItem(item());
    origins.length = 0;
    expect((await drainOutbox(sender)).sent).toEqual([item().id]);
    expect(origins).toEqual(['https://sender-default.test']);
  });

  it('sends an item exactly once under two concurrent drains', async () => {
    const { client, calls } = gateway(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return json(201, details([SIGNER]));
    });
    await addOutboxItem(item());
    const [a, b] = await Promise.all([drainOutbox(client), drainOutbox(client)]);
    expect([...a.sent, ...b.sent]).toEqual([item().id]);
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
    // Drained again later: nothing more is sent.
    await drainOutbox(client);
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
  });

  it('keeps an offline item pending and sends it on the next drain', async () => {
    let online = false;
    const { client, calls } = gateway(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return json(201, details([SIGNER]));
    });
    await addOutboxItem(item());
    expect((await drainOutbox(client)).retrying).toEqual([item().id]);
    expect(await getOutboxItem(item().id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.any(String),
    });
    online = true;
    expect((await drainOutbox(client)).sent).toEqual([item().id]);
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(2);
    expect(await getOutboxItem(item().id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('claims nothing while the browser says offline (no lease left behind by a closing page)', async () => {
    const { client, calls } = gateway(() => json(201, details([SIGNER])));
    await addOutboxItem(item());
    expect(await drainOutbox(client, { online: () => false })).toEqual({
      sent: [],
      failed: [],
      retrying: [],
      heldUntil: null,
    });
    expect(calls).toEqual([]);
    expect(await getOutboxItem(item().id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await drainOutbox(client, { online: () => true })).sent).toEqual([item().id]);
  });

  it('marks a refused item failed with the gateway’s message, and retries it when asked', async () => {
    let refuse = true;
    const { client } = gateway((method) => {
      if (method === 'GET') return json(200, details([]));
      return refuse
        ? json(422, { code: 'custom', message: 'Invalid signature' })
        : json(201, details([SIGNER]));
    });
    await addOutboxItem(item());
    expect((await drainOutbox(client)).failed).toEqual([item().id]);
    const failed = await getOutboxItem(item().id);
    expect(failed?.status).toBe('failed');
    expect(failed?.lastError).toContain('Invalid signature');
    // A failed item is not sent again by itself.
    expect((await drainOutbox(client)).sent).toEqual([]);
    refuse = false;
    await retryOutboxItem(item().id);
    expect((await drainOutbox(client)).sent).toEqual([item().id]);
  });

  it('counts a confirmation the gateway already lists as sent', async () => {
    const { client } = gateway((method) =>
      method === 'GET'
        ? json(200, details([SIGNER.toUpperCase().replace('0X', '0x')]))
        : json(400, { code: 1, message: 'Signature already exists' }),
    );
    await addOutboxItem(item());
    expect((await drainOutbox(client)).sent).toEqual([item().id]);
  });

  it('does not take an item whose lease is held, but takes it once the lease ran out', async () => {
    await addOutboxItem(item());
    expect(await claimOutboxItem(item().id, { now: 0, leaseMs: 100 })).not.toBeNull();
    expect(await claimOutboxItem(item().id, { now: 50, leaseMs: 100 })).toBeNull();
    expect(await claimOutboxItem(item().id, { now: 150, leaseMs: 100 })).toMatchObject({
      attempts: 2,
    });
  });

  it('stores the same signature once and discards an item', async () => {
    await addOutboxItem(item());
    await addOutboxItem(item());
    expect(await listOutboxItems()).toHaveLength(1);
    expect(await discardOutboxItem(item().id)).toBe(true);
    expect(await listOutboxItems()).toEqual([]);
  });

  it('gives its claim back when the page goes away mid-send, so the next page need not wait', async () => {
    let sending!: () => void;
    const reached = new Promise<void>((resolve) => (sending = resolve));
    let answer!: (response: Response) => void;
    // The gateway has not answered this page's send when the page is reloaded.
    const { client } = gateway((method) => {
      if (method === 'GET') return json(200, details([]));
      sending();
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    await addOutboxItem(item());
    const page = new EventTarget();
    const stop = startOutboxSync(client, page);
    await reached;
    expect(await getOutboxItem(item().id)).toMatchObject({ status: 'sending' });
    page.dispatchEvent(new Event('pagehide'));
    await expect
      .poll(async () => (await getOutboxItem(item().id))?.status, { interval: 10 })
      .toBe('pending');
    expect(await getOutboxItem(item().id)).toMatchObject({ leaseUntil: null, attempts: 1 });
    stop();
    // The old page's send ends (in a real reload it is simply gone); later drains go on.
    answer(json(503, { code: 503, message: 'busy' }));
    await scheduleOutboxDrain(client, { online: () => false });
  });

  it('sends an item whose sender died mid-send once its lease ran out, with no reload or reconnect', async () => {
    const postedAt: number[] = [];
    const { client } = gateway((method) => {
      if (method === 'GET') return json(200, details([]));
      postedAt.push(Date.now());
      return json(201, details([SIGNER]));
    });
    await addOutboxItem(item());
    // A page closed mid-send without giving its claim back: the lease runs for 150 ms more.
    const claimedAt = Date.now();
    await claimOutboxItem(item().id, { now: claimedAt, leaseMs: 150 });
    const first = await drainOutbox(client);
    expect(first).toMatchObject({ sent: [], heldUntil: claimedAt + 150 });
    const stop = startOutboxSync(client, new EventTarget());
    await expect
      .poll(async () => (await getOutboxItem(item().id))?.status, { interval: 20, timeout: 3_000 })
      .toBe('sent');
    stop();
    // Tried once the lease had run out, not before, and sent once.
    expect(postedAt).toHaveLength(1);
    expect(postedAt[0]).toBeGreaterThanOrEqual(claimedAt + 150);
  });

  it('takes over at once an item whose sender died mid-send (its Web Lock is gone), never one a live sender holds', async () => {
    const locks = fakeLocks();
    const { client, calls } = gateway((method) =>
      method === 'GET' ? json(200, details([])) : json(201, details([SIGNER])),
    );
    await addOutboxItem(item());
    // A live sender: claimed, and holding the item's lock while its request is out.
    let finish!: () => void;
    const live = locks.request(`countersign-outbox:${item().id}`, { ifAvailable: true }, () => {
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await claimOutboxItem(item().id);
    expect(await drainOutbox(client, { locks })).toMatchObject({ sent: [], retrying: [] });
    expect(calls).toEqual([]);
    // It dies without a word (a reload): the browser lets go of its lock, the claim stays.
    finish();
    await live;
    expect(await getOutboxItem(item().id)).toMatchObject({ status: 'sending' });
    expect((await drainOutbox(client, { locks })).sent).toEqual([item().id]);
    expect(await getOutboxItem(item().id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('leaves alone a claim another sender took since', async () => {
    await addOutboxItem(item());
    const ours = await claimOutboxItem(item().id, { now: 1_000 });
    // Our lease ran out and another sender claimed it with its own.
    const theirs = await claimOutboxItem(item().id, { now: 1_000 + 60_000 });
    expect(theirs?.leaseUntil).not.toBe(ours?.leaseUntil);
    await releaseOutboxClaims(new Map([[item().id, ours!.leaseUntil]]));
    expect(await getOutboxItem(item().id)).toMatchObject({
      status: 'sending',
      leaseUntil: theirs!.leaseUntil,
    });
    await releaseOutboxClaims(new Map([[item().id, theirs!.leaseUntil]]));
    expect(await getOutboxItem(item().id)).toMatchObject({ status: 'pending', leaseUntil: null });
  });

  it('asks again with back-off after a failure that may pass, then stops', async () => {
    const posts: number[] = [];
    const started = Date.now();
    const { client } = gateway((method) => {
      if (method === 'GET') return json(200, details([]));
      posts.push(Date.now() - started);
      // Two hiccups, then the gateway takes it.
      return posts.length <= 2
        ? json(503, { code: 503, message: 'busy' })
        : json(201, details([SIGNER]));
    });
    await addOutboxItem(item());
    const stop = startOutboxSync(client, new EventTarget(), { retryFirstMs: 40, retryMaxMs: 1000 });
    for (let i = 0; i < 100 && (await getOutboxItem(item().id))?.status !== 'sent'; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(await getOutboxItem(item().id)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(posts).toHaveLength(3);
    // 40 ms, then 80 ms between the tries: doubling, not a loop.
    expect((posts[1] ?? 0) - (posts[0] ?? 0)).toBeGreaterThanOrEqual(35);
    expect((posts[2] ?? 0) - (posts[1] ?? 0)).toBeGreaterThanOrEqual(75);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts).toHaveLength(3);
  });
});
