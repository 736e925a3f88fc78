// The user-ABI store: one record per (chain, checksummed contract), replaced on save, listed per chain.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeCountersignDb } from '../../../src/storage/db';
import { deleteUserAbi, getUserAbi, listUserAbis, putUserAbi } from '../../../src/storage/userAbis';

const lower = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  await closeCountersignDb();
});

describe('userAbis', () => {
  it('stores under the checksummed address and finds it whatever the case', async () => {
    await putUserAbi({ chainId: '1', address: lower, abi: '[]', name: '  Target ', savedAt: 5 });
    expect(await getUserAbi('1', checksummed)).toEqual({
      chainId: '1',
      address: checksummed,
      abi: '[]',
      name: 'Target',
      savedAt: 5,
    });
    expect(await getUserAbi('1', lower)).not.toBeNull();
    expect(await getUserAbi('5', lower)).toBeNull();
  });

  it('replaces on save, lists per chain and deletes', async () => {
    await putUserAbi({ chainId: '1', address: lower, abi: '[1]' });
    await putUserAbi({ chainId: '1', address: lower, abi: '[2]', name: '' });
    await putUserAbi({ chainId: '2', address: lower, abi: '[3]' });
    const chain1 = await listUserAbis('1');
    expect(chain1.map((r) => [r.abi, r.name])).toEqual([['[2]', null]]);
    await deleteUserAbi('1', checksummed);
    expect(await listUserAbis('1')).toEqual([]);
    expect(await listUserAbis('2')).toHaveLength(1);
  });
});
