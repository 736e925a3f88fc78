// A bundle shared to the installed app (manifest `share_target`, a POST only the service worker
// sees) waits here until the import screen takes it. Cache Storage, because the worker answers the
// POST with a redirect and the page must find the shared text after it.

/** Where the worker's share target receives bundles (the manifest's `share_target.action`). */
export const SHARE_TARGET_PATH = '/bundles/share';

/** Where the worker sends the page after a share: the import screen, told to look here. */
export const SHARED_BUNDLE_REDIRECT = '/bundles?shared=1';

const CACHE_NAME = 'countersign-shared-bundle';
const ENTRY = '/bundles/shared';

/** Keeps the shared text for the import screen (replacing one not taken yet). */
export async function putSharedBundle(text: string): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  await cache.put(ENTRY, new Response(text, { headers: { 'content-type': 'text/plain' } }));
}

/** The shared text waiting for the import screen, removed as it is taken; null when none. */
export async function takeSharedBundle(): Promise<string | null> {
  const cache = await caches.open(CACHE_NAME);
  const response = await cache.match(ENTRY);
  if (!response) return null;
  await cache.delete(ENTRY);
  return response.text();
}
