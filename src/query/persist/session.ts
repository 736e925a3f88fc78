// When this page started. Query data older than this can only have come from the persisted cache,
// which is how screens know to say "as of <time>".

/** ms since epoch at page start. */
export const SESSION_STARTED_AT = Date.now();

/** True when data updated at `dataUpdatedAt` was restored from the device, not fetched now. */
export function isRestoredData(dataUpdatedAt: number): boolean {
  return dataUpdatedAt > 0 && dataUpdatedAt < SESSION_STARTED_AT;
}
