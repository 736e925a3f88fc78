// The synchronous trace of the saved currency. The setting lives in IndexedDB, which a page's first
// inline script cannot wait for; this localStorage key tells it which balances Home will ask for.

/** localStorage key holding the saved currency (lowercase code). */
export const CURRENCY_MARK = 'countersign:currency';

/** Records `code`; a storage that refuses is left alone (the page then preloads no balances). */
export function markCurrency(code: string, storage: () => Storage = () => localStorage): void {
  try {
    storage().setItem(CURRENCY_MARK, code);
  } catch {
    // Private modes and full storage: Home asks for its balances once its code has run.
  }
}
