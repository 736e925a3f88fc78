// App-shell precache: the built files, a navigation route to the precached index.html and the
// offline page for navigations that nothing else can answer.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST } from './navigation';

/**
 * One precache entry as injected by vite-plugin-pwa; `integrity` (SRI, from
 * scripts/vite/security.ts) makes Workbox refuse a file whose bytes differ from the build's.
 */
export type ManifestEntry = string | { url: string; revision: string | null; integrity?: string };

const OFFLINE_PAGE = 'offline.html';

/** True when the injected manifest lists `name` (with or without a leading slash). */
function hasEntry(manifest: ManifestEntry[], name: string): boolean {
  return manifest.some((entry) => {
    const url = typeof entry === 'string' ? entry : entry.url;
    return url.replace(/^\//, '') === name;
  });
}

/** Answers a navigation from the network, else with the precached offline page. */
async function networkOrOfflinePage({ request }: { request: Request }): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await matchPrecache(OFFLINE_PAGE);
    if (offline) return offline;
    throw error;
  }
}

/** Precaches the build and registers the app-shell routes. */
export function installPrecache(manifest: ManifestEntry[]): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  // Vite's dev server injects no index.html; binding a route to a missing entry would stop the
  // worker from installing, so the shell route exists only in builds that precache it.
  if (hasEntry(manifest, 'index.html')) {
    registerRoute(
      new NavigationRoute(createHandlerBoundToURL('index.html'), {
        denylist: [...NAVIGATION_DENYLIST],
      }),
    );
  }
  // Every other navigation (denylisted, or all of them in dev): network, then the offline page.
  registerRoute(({ request }) => request.mode === 'navigate', networkOrOfflinePage);
}
