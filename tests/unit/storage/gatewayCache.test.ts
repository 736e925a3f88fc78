// The worker's gateway copy in IndexedDB: which Safe a URL belongs to, the age limit, and the size
// limit that evicts whole Safes, least recently stored first (app-wide answers last).
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeCountersignDb, openCountersignDb } from '../../../src/storage/db';
import {
  clearGatewayCache,
  deleteGatewayCacheOfSafe,
  gatewayCacheSafeKey,
  getGatewayCacheRecord,
  pruneGatewayCache,
  putGatewayCacheRecord,
  type GatewayCacheRecord,
} from '../../../src/storage/gatewayCache';

const G = 'https://gateway.test';
const SAFE = '0x220866B1A2219f40e72f5c628B65D54268cA3A9D';
const OTHER = '0x1111111111111111111111111111111111111111';
const HASH = '0x' + 'ab'.repeat(32);

function record(url: string, storedAt: number, size = 10): GatewayCacheRecord {
  return {
    url,
    safeKey: gatewayCacheSafeKey(url),
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: new ArrayBuffer(size),
    size,
    storedAt,
  };
}

const urls = async () => (await (await openCountersignDb()).getAllKeys('gatewayCache')).sort();

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  await closeCountersignDb();
});

describe('gatewayCacheSafeKey', () => {
  it('reads the Safe from safes/{address} paths, checksummed, whatever the case in the URL', () => {
    const key = `1:${SAFE}`;
    expect(gatewayCacheSafeKey(`${G}/v1/chains/1/safes/${SAFE.toLowerCase()}`)).toBe(key);
    expect(
      gatewayCacheSafeKey(
        `${G}/v1/chains/1/safes/${SAFE}/transactions/history?cursor=limit%3D20%26offset%3D40`,
      ),
    ).toBe(key);
    expect(gatewayCacheSafeKey(`${G}/v1/chains/1/safes/${SAFE}/balances/usd?trusted=false`)).toBe(
      key,
    );
    expect(gatewayCacheSafeKey(`${G}/v2/chains/1/safes/${SAFE}/collectibles`)).toBe(key);
  });

  it('reads transactions/{safe}/… and transaction ids that embed the Safe', () => {
    expect(gatewayCacheSafeKey(`${G}/v1/chains/5/transactions/${SAFE}/preview`)).toBe(`5:${SAFE}`);
    expect(gatewayCacheSafeKey(`${G}/v1/chains/5/transactions/multisig_${SAFE}_${HASH}`)).toBe(
      `5:${SAFE}`,
    );
    expect(
      gatewayCacheSafeKey(`${G}/v1/chains/5/transactions/module_${SAFE.toLowerCase()}_i1234`),
    ).toBe(`5:${SAFE}`);
  });

  it('allows a path prefix before /v1', () => {
    expect(gatewayCacheSafeKey(`https://host.test/cgw/v1/chains/1/safes/${SAFE}`)).toBe(
      `1:${SAFE}`,
    );
  });

  it('is empty for app-wide data and for what it cannot read', () => {
    expect(gatewayCacheSafeKey(`${G}/v1/chains`)).toBe('');
    expect(gatewayCacheSafeKey(`${G}/v1/chains/1`)).toBe('');
    expect(gatewayCacheSafeKey(`${G}/v1/chains/1/transactions/${HASH}`)).toBe('');
    expect(gatewayCacheSafeKey(`${G}/v1/chains/1/messages/${HASH}`)).toBe('');
    expect(gatewayCacheSafeKey(`${G}/v1/chains/x/safes/${SAFE}`)).toBe('');
    expect(gatewayCacheSafeKey(`${G}/v1/chains/1/safes/0x1234`)).toBe('');
    expect(gatewayCacheSafeKey('not a url')).toBe('');
  });
});

describe('stored answers', () => {
  it('are read back until they are older than the age limit', async () => {
    const url = `${G}/v1/chains/1/safes/${SAFE}`;
    await putGatewayCacheRecord(record(url, 1_000));
    expect((await getGatewayCacheRecord(url, { now: 1_500, maxAgeMs: 500 }))?.storedAt).toBe(1_000);
    expect(await getGatewayCacheRecord(url, { now: 1_501, maxAgeMs: 500 })).toBeUndefined();
    expect(await getGatewayCacheRecord(`${url}/nonces`, { now: 1_000 })).toBeUndefined();
  });

  it('prune deletes expired answers and keeps the rest', async () => {
    await putGatewayCacheRecord(record(`${G}/v1/chains/1/safes/${SAFE}/a`, 100));
    await putGatewayCacheRecord(record(`${G}/v1/chains/1/safes/${SAFE}/b`, 900));
    const result = await pruneGatewayCache({ now: 1_000, maxAgeMs: 500, maxBytes: 1_000 });
    expect(result).toEqual({ expired: 1, evictedSafes: [], totalBytes: 10 });
    expect(await urls()).toEqual([`${G}/v1/chains/1/safes/${SAFE}/b`]);
  });

  it('over the size limit, evicts whole Safes, least recently stored first, app-wide last', async () => {
    await putGatewayCacheRecord(record(`${G}/v1/chains`, 10, 40));
    // SAFE: stored at 20 and 50 (newest 50); OTHER: stored at 30 and 40 (newest 40).
    await putGatewayCacheRecord(record(`${G}/v1/chains/1/safes/${SAFE}/a`, 20, 30));
    await putGatewayCacheRecord(record(`${G}/v1/chains/1/safes/${OTHER}/a`, 30, 30));
    await putGatewayCacheRecord(record(`${G}/v1/chains/1/safes/${OTHER}/b`, 40, 30));
    await putGatewayCacheRecord(record(`${G}/v1/chains/1/safes/${SAFE}/b`, 50, 30));
    // 160 bytes; at most 110: OTHER (60 bytes, newest 40) goes, SAFE and the chains stay.
    const first = await pruneGatewayCache({ now: 60, maxBytes: 110 });
    expect(first.evictedSafes).toEqual([`1:${OTHER}`]);
    expect(first.totalBytes).toBe(100);
    expect(await urls()).toEqual([
      `${G}/v1/chains`,
      `${G}/v1/chains/1/safes/${SAFE}/a`,
      `${G}/v1/chains/1/safes/${SAFE}/b`,
    ]);
    // At most 45: SAFE goes before the app-wide chains, although the chains are older.
    const second = await pruneGatewayCache({ now: 60, maxBytes: 45 });
    expect(second.evictedSafes).toEqual([`1:${SAFE}`]);
    expect(await urls()).toEqual([`${G}/v1/chains`]);
  });

  it('are deleted per Safe and all at once', async () => {
    await putGatewayCacheRecord(record(`${G}/v1/chains/1/safes/${SAFE}/a`, 1));
    await putGatewayCacheRecord(record(`${G}/v1/chains/1/safes/${OTHER}/a`, 1));
    expect(await deleteGatewayCacheOfSafe(`1:${SAFE}`)).toBe(1);
    expect(await urls()).toEqual([`${G}/v1/chains/1/safes/${OTHER}/a`]);
    await clearGatewayCache();
    expect(await urls()).toEqual([]);
  });
});
