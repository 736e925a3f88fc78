// The synchronous trace of a saved gateway override. The override itself lives in IndexedDB, which a
// page's first inline script cannot wait for; this localStorage key tells it that the user chose
// another gateway, so that nothing about their Safe is sent to the build's default one.

/** localStorage key present (value "1") while a gateway override is saved. */
export const GATEWAY_OVERRIDE_MARK = 'countersign:gateway-override';

/** The part of localStorage the mark needs (a worker has none: there every call throws, and is caught). */
interface MarkStorage {
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const pageStorage = () => (globalThis as unknown as { localStorage: MarkStorage }).localStorage;

/** Sets or removes the mark; a storage that refuses is left as it was (see the catch). */
export function markGatewayOverride(
  overridden: boolean,
  storage: () => MarkStorage = pageStorage,
): void {
  try {
    if (overridden) storage().setItem(GATEWAY_OVERRIDE_MARK, '1');
    else storage().removeItem(GATEWAY_OVERRIDE_MARK);
  } catch {
    // A storage the page cannot read (private modes) is one the preload script cannot read either,
    // and it then preloads nothing; a full one that still reads leaves the mark as it was.
  }
}
