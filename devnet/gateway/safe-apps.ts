import type { SafeAppData } from '../../src/gateway/types';
import { DEMO_APPS } from './demo-apps/demo-apps';

/**
 * The Safe Apps the devnet lists: its own demo apps, served by the gateway itself under
 * `/apps/<slug>/` (so the list works offline). URLs depend on the gateway's public URL, hence a
 * function; safeAppInfo matching and the route both use it so they agree.
 */
export function safeAppsFor(publicUrl: string, chainId: bigint): SafeAppData[] {
  return DEMO_APPS.map((app, index) => ({
    id: index + 1,
    url: `${publicUrl}/apps/${app.slug}`,
    name: app.name,
    iconUrl: `${publicUrl}/apps/${app.slug}/icon.svg`,
    description: app.description,
    chainIds: [chainId.toString()],
    provider: { url: publicUrl, name: 'Countersign devnet' },
    accessControl: { type: 'NO_RESTRICTIONS', value: null },
    tags: app.tags,
    features: app.features,
    developerWebsite: null,
    socialProfiles: [],
    featured: index === 0,
  }));
}
