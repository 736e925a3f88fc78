// The Safe Apps a chain lists, and what this device keeps about them (pins). Imported directly by
// the lazy Apps screens, not through the barrel, so the first route does not carry it.
import { queryOptions } from '@tanstack/react-query';
import { getSafeApps, type GatewayClient } from '../../gateway';
import { listPinnedSafeApps } from '../../storage/safeApps';
import { gatewayKeys } from '../keys';

const HOUR = 3_600_000;

/** The apps `chainId` lists, filtered by the gateway for this client's URL. Fresh for an hour. */
export function safeAppsQueryOptions(client: GatewayClient, chainId: string, clientUrl?: string) {
  return queryOptions({
    queryKey: gatewayKeys.chainScoped(client.baseUrl, chainId, 'safe-apps'),
    queryFn: ({ signal }) =>
      getSafeApps(client, { chainId, query: clientUrl ? { clientUrl } : undefined, signal }),
    staleTime: HOUR,
  });
}

/** The app URLs pinned on `chainId` on this device. */
export function pinnedSafeAppsQueryOptions(chainId: string) {
  return queryOptions({
    queryKey: ['local', 'safe-apps', 'pinned', chainId] as const,
    queryFn: async () => (await listPinnedSafeApps(chainId)).map((p) => p.url),
    staleTime: Infinity,
    networkMode: 'always',
  });
}

/** Every origin's stored Safe Apps permissions (Settings). */
export const safeAppPermissionsKey = ['local', 'safe-apps', 'permissions'] as const;
