import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  GatewayError,
  getCollectibles,
  getCollectiblesPage,
  type Collectible,
  type CollectiblePage,
  type GatewayClient,
  type SafeCollectibleResponse,
} from '../../gateway';
import { gatewayKeys } from '../keys';
import { cursorPaging } from './pages';
import type { SafeRef } from './safe';

/** Adapts a v1 collectible (all strings) to the v2 shape (nullable strings). */
export function collectibleFromV1(item: SafeCollectibleResponse): Collectible {
  return {
    address: item.address,
    tokenName: item.tokenName,
    tokenSymbol: item.tokenSymbol,
    logoUri: item.logoUri,
    id: item.id,
    uri: item.uri || null,
    name: item.name || null,
    description: item.description || null,
    imageUri: item.imageUri || null,
    metadata: item.metadata ?? null,
  };
}

/**
 * The Safe's NFTs from the v2 pages; when the gateway does not route v2 (404, as the legacy
 * gateway), falls back to the v1 array served as a single page.
 */
export function collectiblesQueryOptions(client: GatewayClient, { chainId, safeAddress }: SafeRef) {
  return infiniteQueryOptions({
    queryKey: gatewayKeys.safeScoped(client.baseUrl, chainId, safeAddress, 'collectibles'),
    queryFn: async ({ pageParam, signal }): Promise<CollectiblePage> => {
      try {
        return await getCollectiblesPage(client, {
          chainId,
          safeAddress,
          pageUrl: pageParam,
          signal,
        });
      } catch (error) {
        if (pageParam !== undefined || !(error instanceof GatewayError) || error.status !== 404) {
          throw error;
        }
        const items = await getCollectibles(client, { chainId, safeAddress, signal });
        return {
          count: items.length,
          next: null,
          previous: null,
          results: items.map(collectibleFromV1),
        };
      }
    },
    ...cursorPaging,
  });
}
