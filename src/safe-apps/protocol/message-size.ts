// Size limits for messages. A postMessage payload is whatever the other window chose to clone, so
// each side measures it before reading it, with a walk that stops as soon as the budget is spent
// (never JSON.stringify, which would first build the whole string and throws on cycles or bigint).
//
// The limits: a request (app → host) may hold 4 MiB — a Transaction Builder batch of contract
// deployments is well under that. A reply (host → app) may hold 32 MiB — `eth_getLogs` answers are
// the largest legitimate replies. Sizes count UTF-16 code units of strings and keys plus 8 per
// other value, close to the JSON length. Nesting deeper than 64 counts as oversized.

/** The largest request a host accepts (measured as {@link measureMessage} does). */
export const MAX_REQUEST_SIZE = 4 * 1024 * 1024;

/** The largest reply a client accepts. */
export const MAX_RESPONSE_SIZE = 32 * 1024 * 1024;

/** The deepest nesting either side accepts (EIP-712 structs are far shallower). */
export const MAX_MESSAGE_DEPTH = 64;

const SCALAR_SIZE = 8;

/**
 * Whether `value` fits in `limit` units and `MAX_MESSAGE_DEPTH` levels. The walk visits each object
 * once and stops at the first unit over the budget, so a hostile message costs at most `limit` work.
 */
export function fitsMessageSize(value: unknown, limit: number): boolean {
  let budget = limit;
  const seen = new Set<object>();
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const current = item.value;
    if (typeof current === 'string') {
      budget -= current.length + 2;
    } else if (typeof current !== 'object' || current === null) {
      budget -= SCALAR_SIZE;
    } else {
      if (item.depth > MAX_MESSAGE_DEPTH) return false;
      // A shared or cyclic reference is counted once: structured clone keeps it shared.
      if (seen.has(current)) continue;
      seen.add(current);
      budget -= 2;
      if (ArrayBuffer.isView(current)) {
        budget -= current.byteLength * 2;
      } else if (current instanceof ArrayBuffer) {
        budget -= current.byteLength * 2;
      } else if (Array.isArray(current)) {
        budget -= current.length;
        if (budget < 0) return false;
        for (const element of current) stack.push({ value: element, depth: item.depth + 1 });
      } else if (isPlainObject(current)) {
        for (const key of Object.keys(current)) {
          budget -= key.length + 3;
          if (budget < 0) return false;
          stack.push({ value: (current as Record<string, unknown>)[key], depth: item.depth + 1 });
        }
      } else {
        // Maps, Sets, Dates, Blobs… are not part of the contract: counted, never read.
        budget -= SCALAR_SIZE;
      }
    }
    if (budget < 0) return false;
  }
  return true;
}

/** Whether `value` is a plain object (what structured clone makes of a JSON-like object). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}
