// What index.html asks for while the entry is still downloading: on an everyday Safe screen opened
// cold (a link, a push, the home-screen icon), the screen's chunks and the gateway answers it opens
// with. Without it they leave only once the entry has arrived and run: two round trips more before
// the first row. The build (scripts/vite/first-load-preloads.ts) inlines `preloadFirstLoad` into the
// page as a hashed script with the plan of that build; it is never part of the app's bundle. The
// app's own requests then find these answers in the browser's preload cache (same URL, an anonymous
// CORS GET without headers): a preload never adds a request the screen would not make itself.

/** What one path's screen opens with. */
export interface FirstLoadRoute {
  /** The screen's chunks and their static imports, entry excluded. */
  modules: string[];
  /** Their stylesheets. */
  styles: string[];
  /** The Safe's gateway answers the screen reads first (Home and Queue: the queue). */
  data: 'home' | 'queue' | 'history';
}

/** The build's plan, written into the page as JSON. */
export interface FirstLoadPlan {
  /** The build's gateway base URL (no trailing slash). */
  gatewayUrl: string;
  /** Path → its screen. */
  routes: Record<string, FirstLoadRoute>;
  /** EIP-3770 short name (lower case) → the chain id it most likely stands for. */
  shortNames: Record<string, string>;
  /** localStorage key present while the user chose another gateway: nothing goes to this one. */
  overrideKey: string;
}

/**
 * Adds the preload links of the screen at the page's location. Self-contained (it is inlined as
 * text): it may use only its argument and the page's globals.
 */
export function preloadFirstLoad(plan: FirstLoadPlan): void {
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : '/';
  const route = Object.hasOwn(plan.routes, path) ? plan.routes[path] : undefined;
  if (!route) return;
  const add = (rel: string, href: string, as?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    if (as) link.setAttribute('as', as);
    // Gateway GETs are anonymous CORS requests: only an anonymous preload is reused by them.
    if (as === 'fetch') link.setAttribute('crossorigin', 'anonymous');
    link.href = href;
    document.head.appendChild(link);
  };
  let pinned: Record<string, string> = {};
  try {
    const map = document.querySelector('script[type="importmap"]')?.textContent;
    pinned = (JSON.parse(map ?? '{}') as { integrity?: Record<string, string> }).integrity ?? {};
  } catch {
    // A preload without its hash is refused rather than run unchecked; the screen loads it again.
  }
  for (const module of route.modules) {
    if (!pinned[module]) continue;
    add('modulepreload', module);
  }
  // As a preload, not a stylesheet: the screen's own <link rel=stylesheet> then waits for it to
  // apply before the screen renders (Vite's loader skips a stylesheet link it finds in the page).
  for (const style of route.styles) add('preload', style, 'style');

  const params = new URLSearchParams(location.search);
  const safe = /^([a-z0-9-]+):(0x[0-9a-fA-F]{40})$/i.exec(params.get('safe') ?? '');
  if (!safe) return;
  try {
    if (localStorage.getItem(plan.overrideKey) !== null) return;
  } catch {
    return;
  }
  const [, shortName = '', address = ''] = safe;
  add('preload', `${plan.gatewayUrl}/v1/chains`, 'fetch');
  // The app asks under the checksummed address; a link in one case would be asked twice.
  if (!/[a-f]/.test(address.slice(2)) || !/[A-F]/.test(address.slice(2))) return;
  const chainId = Object.hasOwn(plan.shortNames, shortName.toLowerCase())
    ? plan.shortNames[shortName.toLowerCase()]
    : undefined;
  if (!chainId) return;
  const base = `${plan.gatewayUrl}/v1/chains/${chainId}/safes/${address}`;
  add('preload', base, 'fetch');
  if (route.data !== 'history') add('preload', `${base}/transactions/queued`, 'fetch');

  if (route.data === 'history' && !params.has('filter')) {
    let timezone: string | undefined;
    try {
      timezone = (
        globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }
      ).Temporal?.Now?.timeZoneId?.();
    } catch {
      timezone = undefined;
    }
    try {
      timezone ||= Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      timezone = undefined;
    }
    const query = timezone ? `?timezone=${encodeURIComponent(timezone)}` : '';
    add('preload', `${base}/transactions/history${query}`, 'fetch');
  }
}
