// The first screen's gateway requests leave from the entry, while the screen's code is still on its
// way: for a Safe link the chain list at once, and the Safe and the list its screen opens with, from
// a small chunk that loads beside the screen's. Screens then find the requests in flight or done
// (same query options, same keys) instead of starting them after their code arrived.
import type { QueryClient } from '@tanstack/react-query';
import type { GatewayClient } from '../gateway/client';
import { chainsQueryOptions } from '../query/options/chains';
import type { Path } from '../router';

/**
 * Starts the requests of the screen at `path` (defaults to the page's own location). The promise
 * settles, never rejects, once they all have.
 */
export function startFirstRequests(
  queryClient: QueryClient,
  client: GatewayClient,
  path: Pick<Path, 'pathname' | 'search'> = window.location,
): Promise<void> {
  // A screen without a Safe asks for the chain list itself when it needs it (welcome: once it
  // has painted); a Safe link needs it to read its chain prefix.
  const safeParam = new URLSearchParams(path.search).get('safe');
  if (!safeParam) return Promise.resolve();
  // A failure here is the screen's to show: it asks again and says what went wrong.
  const chains = queryClient.prefetchInfiniteQuery(chainsQueryOptions(client));
  return import('./firstSafeRequests')
    .then(({ startSafeRequests }) =>
      startSafeRequests(queryClient, client, { path, safeParam, chains }),
    )
    .catch(() => undefined);
}
