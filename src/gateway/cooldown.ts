// A gateway that answered "Retry-After" is not asked for that URL again before the time it named:
// every screen mounting, polling or retrying meanwhile gets the same answer without a request.
import type { GatewayError } from './errors';

const waits = new Map<string, { until: number; error: GatewayError }>();

/** The error to answer with while `key` is cooling down, else undefined. */
export function coolingDown(key: string, now = Date.now()): GatewayError | undefined {
  const wait = waits.get(key);
  if (wait === undefined) return undefined;
  if (wait.until > now) return wait.error;
  waits.delete(key);
  return undefined;
}

/** Remembers `error`'s Retry-After for `key` (nothing when it has none). */
export function coolDown(key: string, error: GatewayError, now = Date.now()): void {
  if (error.retryAfterMs === undefined || error.retryAfterMs <= 0) return;
  waits.set(key, { until: now + error.retryAfterMs, error });
}

/** Forgets every wait (tests). */
export function clearCooldowns(): void {
  waits.clear();
}
