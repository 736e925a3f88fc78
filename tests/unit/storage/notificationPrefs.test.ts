// Push preferences (read by the worker) and the badge's awaiting lists, in real IndexedDB
// semantics (fake-indexeddb).
import { IDBFactory } from 'fake-indexeddb';
import { getAddress } from 'ethers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  countAwaiting,
  markAwaiting,
  readAwaitingCount,
  setAwaitingForSafe,
} from '../../../src/storage/awaitingBadge';
import { closeCountersignDb } from '../../../src/storage/db';
import {
  defaultNotificationPrefs,
  getNotificationPrefs,
  isPushWanted,
  listNotificationPrefs,
  putNotificationPrefs,
  SHOWN_PUSH_TYPES,
  updateNotificationPrefs,
} from '../../../src/storage/notificationPrefs';

const SAFE = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe';
const H1 = `0x${'11'.repeat(32)}`;
const H2 = `0x${'22'.repeat(32)}`;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  await closeCountersignDb();
});

describe('notification preferences', () => {
  it('a Safe without a record shows nothing; defaults show every type', () => {
    expect(isPushWanted(undefined, 'CONFIRMATION_REQUEST')).toBe(false);
    const prefs = defaultNotificationPrefs('1', SAFE);
    expect(prefs.safe).toBe(getAddress(SAFE));
    for (const type of SHOWN_PUSH_TYPES) expect(isPushWanted(prefs, type)).toBe(true);
    expect(isPushWanted(prefs, 'NEW_CONFIRMATION')).toBe(false);
    expect(isPushWanted({ ...prefs, enabled: false }, 'CONFIRMATION_REQUEST')).toBe(false);
    expect(
      isPushWanted({ ...prefs, types: { CONFIRMATION_REQUEST: false } }, 'CONFIRMATION_REQUEST'),
    ).toBe(false);
  });

  it('stores per Safe and chain, checksummed, found whatever the address case', async () => {
    await putNotificationPrefs({ ...defaultNotificationPrefs('1', SAFE), registeredAt: 5 });
    await updateNotificationPrefs('100', SAFE.toUpperCase().replace('0X', '0x'), (current) => ({
      ...current,
      types: { ...current.types, INCOMING_ETHER: false },
    }));
    expect((await getNotificationPrefs('1', SAFE))?.registeredAt).toBe(5);
    const gnosis = await getNotificationPrefs('100', getAddress(SAFE));
    expect(gnosis?.registeredAt).toBeNull();
    expect(isPushWanted(gnosis, 'INCOMING_ETHER')).toBe(false);
    expect(isPushWanted(gnosis, 'INCOMING_TOKEN')).toBe(true);
    expect(await listNotificationPrefs()).toHaveLength(2);
    expect(await getNotificationPrefs('1', 'not an address')).toBeUndefined();
    expect(await getNotificationPrefs('5', SAFE)).toBeUndefined();
  });
});

describe('awaiting badge', () => {
  it('the page sets a Safe’s list, pushes add and remove one hash; the total counts distinct hashes', async () => {
    expect(await readAwaitingCount()).toBe(0);
    expect(await setAwaitingForSafe('1', SAFE, [H1, H1.toUpperCase().replace('0X', '0x')])).toBe(1);
    expect(await markAwaiting('1', getAddress(SAFE), H2, true)).toBe(2);
    expect(await markAwaiting('1', SAFE, H2, true)).toBe(2);
    expect(await markAwaiting('100', SAFE, H2, true)).toBe(3);
    expect(await markAwaiting('1', SAFE, H1, false)).toBe(2);
    expect(await setAwaitingForSafe('100', SAFE, [])).toBe(1);
    expect(await readAwaitingCount()).toBe(1);
    expect(countAwaiting({ a: [H1, H1], b: [H2] })).toBe(2);
  });
});
