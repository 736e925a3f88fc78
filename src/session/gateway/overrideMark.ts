// The synchronous trace of a saved gateway override. The override itself lives in IndexedDB, which a
// page's first inline script cannot wait for; this localStorage key tells it that the user chose
// another gateway, so that nothing about their Safe is sent to the build's default one.

/** localStorage key present (value "1") while a gateway override is saved. */
export const GATEWAY_OVERRIDE_MARK = 'countersign:gateway-override';

/** The part of localStorage the mark needs (a worker has none: there every call throws, and is caught). */
interface MarkStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const pageStorage = () => (globalThis as unknown as { localStorage: MarkStorage }).localStorage;

/**
 * Sets or removes the mark. False only when the preload script would still read the opposite: a
 * storage that reads but refuses the write (full).
 */
export function markGatewayOverride(
  overridden: boolean,
  storage: () => MarkStorage = pageStorage,
): boolean {
  let store: MarkStorage;
  try {
    store = storage();
  } catch {
    // A storage the page cannot open (private modes, a worker) is one the preload script cannot read
    // either, and it then preloads nothing: the user's choice is safe.
    return true;
  }
  try {
    if (overridden) store.setItem(GATEWAY_OVERRIDE_MARK, '1');
    else store.removeItem(GATEWAY_OVERRIDE_MARK);
    return true;
  } catch {
    // Refused: whether that matters depends on what the preload script reads.
  }
  try {
    return (store.getItem(GATEWAY_OVERRIDE_MARK) === '1') === overridden;
  } catch {
    return true; // unreadable, as above
  }
}
