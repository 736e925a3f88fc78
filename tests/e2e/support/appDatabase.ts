// Reading and writing the app's own IndexedDB from a test: what the app stored, as it stored it.
import type { Page } from '@playwright/test';

/** What to read from one object store: every value, every key, or the value under one key. */
export type StoreRead = 'values' | 'keys' | { key: string };

/** Reads `store` of the app's database in `page`, read-only (the app must have created it). */
export function readAppStore<T>(page: Page, store: string, read: StoreRead): Promise<T> {
  return page.evaluate(
    ({ store, read }) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('countersign');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const objects = open.result.transaction(store).objectStore(store);
          const request =
            read === 'values'
              ? objects.getAll()
              : read === 'keys'
                ? objects.getAllKeys()
                : objects.get(read.key);
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            resolve(request.result);
            open.result.close();
          };
        };
      }),
    { store, read },
  ) as Promise<T>;
}

/** One record to put: its value, and its key for a store without a key path. */
export type StoreEntry = { value: unknown; key?: string };

/** Puts `entries` into `store` of the app's database in `page`, in one transaction. */
export function writeAppStore(page: Page, store: string, entries: readonly StoreEntry[]) {
  return page.evaluate(
    ({ store, entries }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('countersign');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(store, 'readwrite');
          const objects = tx.objectStore(store);
          for (const { value, key } of entries) {
            if (key === undefined) objects.put(value);
            else objects.put(value, key);
          }
          tx.oncomplete = () => {
            resolve();
            open.result.close();
          };
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error);
        };
      }),
    { store, entries },
  );
}
