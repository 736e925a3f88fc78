// @vitest-environment jsdom
// A full disk is shown to the user (not swallowed), and "Clear saved data" frees the saved queries
// while the address book stays.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../dom';
import { StorageWarning } from '../../../../src/app/persist/StorageWarning';
import { persistStatus } from '../../../../src/query/persist/persistStatus';
import { putAddressBookEntries, listAllAddressBook } from '../../../../src/storage/addressBook';
import { closeCountersignDb, openCountersignDb } from '../../../../src/storage/db';

let container: HTMLDivElement;
let root: Root;

const dom = mountPerTest();
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  persistStatus.set({ kind: 'ok' });
  ({ container, root } = dom);
  act(() =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <StorageWarning />
      </QueryClientProvider>,
    ),
  );
});
afterEach(async () => {
  await closeCountersignDb();
});

describe('StorageWarning', () => {
  it('is an empty live region while saving works', () => {
    expect(container.querySelector('[role="status"]')?.textContent).toBe('');
  });

  it('shows a quota error and clears saved queries on request, keeping the address book', async () => {
    const db = await openCountersignDb();
    await db.put('queries', { query: {}, safeKey: '', updatedAt: 1 }, 'q1');
    await putAddressBookEntries([
      { chainId: '1', address: '0x1111111111111111111111111111111111111111', name: 'Kept' },
    ]);
    act(() => persistStatus.set({ kind: 'quota', at: Date.now() }));
    // Its words load on demand.
    await vi.waitFor(() => expect(container.textContent).toContain('out of storage space'));
    const clear = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Clear saved data',
    );
    await act(async () => clear?.click());
    await vi.waitFor(() => expect(container.textContent).toBe(''));
    expect(await db.count('queries')).toBe(0);
    expect((await listAllAddressBook()).map((e) => e.name)).toEqual(['Kept']);
  });

  it('explains a storage that does not work at all', async () => {
    act(() => persistStatus.set({ kind: 'error', message: 'The operation is insecure.', at: 0 }));
    await vi.waitFor(() =>
      expect(container.textContent).toContain('Data cannot be saved on this device'),
    );
    expect(container.textContent).toContain('The operation is insecure.');
  });
});
