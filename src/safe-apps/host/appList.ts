// The Apps list as shown: the access policy applied (a DOMAIN_ALLOWLIST app only where this app's
// origin is allowed), then search over name, description and tags, tag and feature filters, and
// pinned apps first.
import type { SafeAppData } from '../../gateway';
import { appOriginOf } from '../protocol';

/** Whether this host (at `hostOrigin`) may embed `app` under its access policy. */
export function isAppAllowedHere(app: SafeAppData, hostOrigin: string): boolean {
  const access = app.accessControl;
  if (access.type === 'NO_RESTRICTIONS') return true;
  if (access.type === 'DOMAIN_ALLOWLIST') {
    // Entries are origins, sometimes with a trailing slash or path: compare origins.
    return access.value.some((entry) => appOriginOf(entry) === hostOrigin);
  }
  // A policy the gateway could not classify is not a permission.
  return false;
}

/** The filters of the Apps screen. */
export interface AppListFilter {
  search: string;
  tag: string | null;
  feature: string | null;
}

/** The apps to show, pinned first (in pin order), then by name; only http(s) apps. */
export function visibleApps(
  apps: readonly SafeAppData[],
  {
    hostOrigin,
    filter,
    pinned,
  }: { hostOrigin: string; filter: AppListFilter; pinned: readonly string[] },
): SafeAppData[] {
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = apps.filter((app) => {
    if (!appOriginOf(app.url) || !isAppAllowedHere(app, hostOrigin)) return false;
    if (filter.tag && !app.tags.includes(filter.tag)) return false;
    if (filter.feature && !app.features.includes(filter.feature)) return false;
    const text = `${app.name} ${app.description} ${app.tags.join(' ')}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const rank = (app: SafeAppData) => {
    const index = pinned.indexOf(app.url);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return shown.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** Every tag and feature of the allowed apps, sorted (the filter choices). */
export function appFacets(apps: readonly SafeAppData[], hostOrigin: string) {
  const allowed = apps.filter((app) => isAppAllowedHere(app, hostOrigin));
  const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return {
    tags: sorted(allowed.flatMap((app) => app.tags)),
    features: sorted(allowed.flatMap((app) => app.features)),
  };
}

/** The listed app a URL opens (same origin and path, trailing slashes ignored), if any. */
export function findListedApp(
  apps: readonly SafeAppData[],
  appUrl: string,
): SafeAppData | undefined {
  const norm = (url: string) => url.replace(/\/+$/, '');
  return apps.find((app) => norm(app.url) === norm(appUrl));
}
