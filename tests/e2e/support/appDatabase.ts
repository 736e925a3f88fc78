// Reading the app's own IndexedDB from a test: what the app stored, as it stored it.
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
