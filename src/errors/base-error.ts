// One base for every error the app throws (gateway, chain RPC, Safe core, wallet): a short message
// for people, optional details, and the `cause` chain kept so any screen can describe any error
// the same way and code can look for a specific failure deep inside (viem's BaseError idea).
// `message` is the short message alone: the gateway's spec §8 texts must reach the user unchanged.

/** Options of a BaseError. */
export interface BaseErrorOptions {
  /** More about what happened or what to do (one or two sentences). */
  details?: string;
  /** The error this one wraps. */
  cause?: unknown;
}

/** The base class of the app's errors. */
export class BaseError extends Error {
  override name = 'BaseError';
  /** The short message (equal to `message`). */
  readonly shortMessage: string;
  /** More about what happened or what to do, when known. */
  readonly details: string | undefined;

  /** Creates an error with a short message, details and a cause. */
  constructor(shortMessage: string, { details, cause }: BaseErrorOptions = {}) {
    super(shortMessage, cause === undefined ? undefined : { cause });
    this.shortMessage = shortMessage;
    this.details = details;
  }

  /** The first error in the cause chain (this one included) that `match` accepts, else the last. */
  walk(match?: (error: unknown) => boolean): unknown {
    return walkError(this, match);
  }
}

/** How deep a cause chain is followed (a cycle or a runaway chain stops here). */
const MAX_DEPTH = 10;

/**
 * Follows `error.cause` from any thrown value: returns the first error `match` accepts (null when
 * none does), or without `match` the innermost cause.
 */
export function walkError(error: unknown, match?: (error: unknown) => boolean): unknown {
  let current = error;
  for (let depth = 0; depth < MAX_DEPTH; depth += 1) {
    if (match?.(current)) return current;
    const next =
      typeof current === 'object' && current !== null && 'cause' in current
        ? (current as { cause?: unknown }).cause
        : undefined;
    if (next === undefined || next === null) return match ? null : current;
    current = next;
  }
  return match ? null : current;
}
