import type { SafeAppData } from '../../src/gateway/types';
import { COUNTERSIGN_APP, ORIGIN_APPS } from '../apps/catalog';
import { DEMO_APPS } from './demo-apps/demo-apps';

/** Where the listed apps live: the gateway, the apps server (second origin), the Countersign app. */
export interface SafeAppsOrigins {
  /** The gateway's public URL; it hosts the first demo apps under `/apps/<slug>`. */
  readonly gatewayUrl: string;
  /** The devnet's apps server, a second origin (null when the devnet runs without it). */
  readonly appsUrl?: string | null;
  /** The Countersign app's URL: listed as an app itself, and the one origin allowed to embed
   * the DOMAIN_ALLOWLIST app (null when unknown). */
  readonly appUrl?: string | null;
}

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/**
 * The Safe Apps the devnet lists, on two origins so that a host's origin checks are tested for
 * real: the gateway's own demo apps, then (when the apps server runs) the conformance app and the
 * batch builder, then Countersign itself. URLs depend on the ports, hence a function; safeAppInfo
 * matching and the route both use it so they agree. Ids are stable per position.
 */
export function safeAppsFor(origins: SafeAppsOrigins, chainId: bigint): SafeAppData[] {
  const chainIds = [chainId.toString()];
  const gatewayUrl = trimSlash(origins.gatewayUrl);
  const appUrl = origins.appUrl ? trimSlash(origins.appUrl) : null;
  const apps: SafeAppData[] = DEMO_APPS.map((app, index) => ({
    id: index + 1,
    url: `${gatewayUrl}/apps/${app.slug}`,
    name: app.name,
    iconUrl: `${gatewayUrl}/apps/${app.slug}/icon.svg`,
    description: app.description,
    chainIds,
    provider: { url: gatewayUrl, name: 'Countersign devnet' },
    accessControl: { type: 'NO_RESTRICTIONS', value: null },
    tags: app.tags,
    features: app.features,
    developerWebsite: null,
    socialProfiles: [],
    featured: index === 0,
  }));
  if (origins.appsUrl) {
    const appsUrl = trimSlash(origins.appsUrl);
    ORIGIN_APPS.forEach((app, index) => {
      apps.push({
        id: DEMO_APPS.length + index + 1,
        url: `${appsUrl}/${app.slug}`,
        name: app.name,
        iconUrl: `${appsUrl}/${app.slug}/icon.svg`,
        description: app.description,
        chainIds,
        provider: { url: appsUrl, name: 'Countersign devnet' },
        // The live gateway's shape: the origins allowed to embed the app.
        accessControl: app.allowlisted
          ? { type: 'DOMAIN_ALLOWLIST', value: appUrl ? [appUrl] : [] }
          : { type: 'NO_RESTRICTIONS', value: null },
        tags: app.tags,
        features: app.features,
        developerWebsite: null,
        socialProfiles: [],
        featured: false,
      });
    });
  }
  if (appUrl) {
    apps.push({
      id: DEMO_APPS.length + ORIGIN_APPS.length + 1,
      url: appUrl,
      name: COUNTERSIGN_APP.name,
      iconUrl: `${appUrl}/favicon.svg`,
      description: COUNTERSIGN_APP.description,
      chainIds,
      provider: { url: appUrl, name: 'Countersign' },
      accessControl: { type: 'NO_RESTRICTIONS', value: null },
      tags: [...COUNTERSIGN_APP.tags],
      features: [...COUNTERSIGN_APP.features],
      developerWebsite: null,
      socialProfiles: [],
      featured: false,
    });
  }
  return apps;
}
