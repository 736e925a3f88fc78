// Which navigations the app shell answers. Pure (no worker types) so unit tests can import it.

/**
 * Navigations that must reach the network: gateway API paths and files with an extension. Workbox
 * tests these against path + search; the extension check looks at the path only, so a query such
 * as `appUrl=https://app.example.com` does not turn an app route into a "file".
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/v1\//,
  /^\/v2\//,
  /^[^?]*\/[^/?]*\.[^/?]+(?:\?.*)?$/,
];

/** True when the app shell (precached index.html) should answer a navigation to `pathAndSearch`. */
export function isShellNavigation(pathAndSearch: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch));
}
