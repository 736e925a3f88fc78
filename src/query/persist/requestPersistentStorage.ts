// Saved queries are what the app shows offline; without persistent storage a browser may evict
// them under pressure (WebKit after 7 days of no use). Asking costs nothing where it is refused.

/** Requests persistent storage once; resolves whether it is granted (false when unsupported). */
export async function requestPersistentStorage(
  storage: StorageManager | undefined = globalThis.navigator?.storage,
): Promise<boolean> {
  try {
    if (!storage?.persist) return false;
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
