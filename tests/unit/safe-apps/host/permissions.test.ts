// Permissions per origin in IndexedDB (fake-indexeddb): granted, refused with the userRestricted
// caveat (4001), asked only when missing, the address book gated by a grant, revocable.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  indexedDbPermissionStore as store,
  readAddressBookFor,
  requestPermissions,
} from '../../../../src/safe-apps/host/permissions';
import { PermissionsError } from '../../../../src/safe-apps/protocol';
import { closeCountersignDb } from '../../../../src/storage/db';
import { listSafeAppPermissions, revokeSafeAppPermission } from '../../../../src/storage/safeApps';

const APP = 'https://app.example';
const OTHER = 'https://other.example';
const ask = [{ requestAddressBook: {} }];
const book = async () => [{ address: '0x1', chainId: '1', name: 'Alice' }];

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  await closeCountersignDb();
});

describe('Safe Apps permissions', () => {
  it('grants after the prompt, stores it per origin, and answers later requests without asking', async () => {
    const prompt = vi.fn(async () => true);
    const granted = await requestPermissions(store, APP, ask, prompt);
    expect(prompt).toHaveBeenCalledWith(['requestAddressBook']);
    expect(granted).toEqual([
      {
        invoker: APP,
        parentCapability: 'requestAddressBook',
        date: expect.any(Number),
        caveats: [],
      },
    ]);
    await requestPermissions(store, APP, ask, prompt);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await readAddressBookFor(store, APP, book)).toHaveLength(1);
    // Another origin holds nothing.
    await expect(readAddressBookFor(store, OTHER, book)).rejects.toBeInstanceOf(PermissionsError);
  });

  it('stores a refusal with the userRestricted caveat and answers Permissions rejected, 4001', async () => {
    const refusal = requestPermissions(store, APP, ask, async () => false);
    await expect(refusal).rejects.toMatchObject({ message: 'Permissions rejected', code: 4001 });
    expect(await store.get(APP)).toEqual([
      expect.objectContaining({
        parentCapability: 'requestAddressBook',
        caveats: [{ type: 'userRestricted', value: true }],
      }),
    ]);
    await expect(readAddressBookFor(store, APP, book)).rejects.toMatchObject({ code: 4001 });
  });

  it('lists origins and revokes a grant so the next request asks again', async () => {
    await requestPermissions(store, APP, ask, async () => true);
    await requestPermissions(store, OTHER, ask, async () => true);
    expect((await listSafeAppPermissions()).map((r) => r.origin)).toEqual([APP, OTHER]);
    await revokeSafeAppPermission(APP, 'requestAddressBook');
    expect((await listSafeAppPermissions()).map((r) => r.origin)).toEqual([OTHER]);
    await expect(readAddressBookFor(store, APP, book)).rejects.toBeInstanceOf(PermissionsError);
    const prompt = vi.fn(async () => false);
    await expect(requestPermissions(store, APP, ask, prompt)).rejects.toBeInstanceOf(
      PermissionsError,
    );
    expect(prompt).toHaveBeenCalledTimes(1);
  });
});
