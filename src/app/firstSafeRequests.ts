// For a Safe link: the Safe and the list its screen opens with, beside
// the chain list when the link's short name is a well-known one (a guess the screens never rely on:
// they read under the id the gateway's list gives), else once the list names the chain. Loaded
// apart from the entry: the welcome screen never needs it.
import type { QueryClient } from '@tanstack/react-query';
import type { GatewayClient } from '../gateway/client';
import { chainsQueryOptions } from '../query/options/chains';
import { safeInfoQueryOptions } from '../query/options/safe';
import {
  deviceTimeZone,
  historyQueryOptions,
  parseHistoryFilter,
  transactionQueueQueryOptions,
} from '../query/options/transactions';
import { samePath, type Path } from '../router';
import { ROUTES } from '../session/routes/links';
import { parseSafeParam } from '../session/routes/parseSafeParam';
import { DEVNET_CHAIN_ID, DEVNET_SHORT_NAME } from '../safe/chains/devnet';
import { guessChainId } from '../safe/chains/known-short-names';

/** Devnet builds know their own chain's short name. */
const BUILD_SHORT_NAMES: Readonly<Record<string, string>> =
  import.meta.env.VITE_DEVNET === 'true' ? { [DEVNET_SHORT_NAME]: DEVNET_CHAIN_ID } : {};

/** What startSafeRequests needs to know. */
export interface SafeRequestsParameters {
  path: Pick<Path, 'pathname' | 'search'>;
  safeParam: string;
  /** The chain list's request, already started. */
  chains: Promise<void>;
}

/** Starts the Safe's own request and its screen's list; resolves when all have settled. */
export async function startSafeRequests(
  queryClient: QueryClient,
  client: GatewayClient,
  { path, safeParam, chains }: SafeRequestsParameters,
): Promise<void> {
  const parsed = parseSafeParam(safeParam);
  if (!parsed.ok) return;
  const requestsOf = (chainId: string) =>
    screenRequests(queryClient, client, path, { chainId, safeAddress: parsed.safeAddress });
  const guess = guessChainId(parsed.shortName, BUILD_SHORT_NAMES);
  const guessed = guess ? requestsOf(guess) : [];
  await chains;
  const pages = queryClient.getQueryData(chainsQueryOptions(client).queryKey)?.pages ?? [];
  const chain = pages
    .flatMap((page) => page.results)
    .find((candidate) => candidate.shortName.toLowerCase() === parsed.shortName);
  // Not on the first page (or no list): the screen finds it and asks itself.
  const confirmed = chain && chain.chainId !== guess ? requestsOf(chain.chainId) : [];
  await Promise.all([...guessed, ...confirmed]);
}

/** Starts what the screen at `path` opens with for the Safe `ref`. */
function screenRequests(
  queryClient: QueryClient,
  client: GatewayClient,
  path: Pick<Path, 'pathname' | 'search'>,
  ref: { chainId: string; safeAddress: string },
): Promise<void>[] {
  // Every Safe screen shows the Safe (its header reads owners and threshold).
  const requests = [queryClient.prefetchQuery(safeInfoQueryOptions(client, ref))];
  const at = (route: string) => samePath(route, path.pathname);
  if (at(ROUTES.home) || at(ROUTES.queue)) {
    requests.push(queryClient.prefetchInfiniteQuery(transactionQueueQueryOptions(client, ref)));
  }
  if (at(ROUTES.history)) {
    const filter = parseHistoryFilter(new URLSearchParams(path.search).get('filter'));
    const options = historyQueryOptions(client, { ...ref, filter, timezone: deviceTimeZone() });
    requests.push(queryClient.prefetchInfiniteQuery(options));
  }
  return requests;
}
