// "The device is full" as browsers say it: the page's persister and the worker's gateway copy both
// turn it into a visible notice instead of silently losing what the user expects offline.

/** True for the DOMException browsers throw when storage is full. */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || code === 22 || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** Message the worker posts to every window when the device is out of space for its gateway copy. */
export const GATEWAY_CACHE_QUOTA_MESSAGE = 'GATEWAY_CACHE_QUOTA';
