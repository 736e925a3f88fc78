// All chains the gateway serves, every page loaded (chain lists are short; lookups need all of it).
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ChainInfo } from '../../gateway';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { chainsQueryOptions } from '../../query/options/chains';

/** Options of {@link useChains}; every default is visible in the signature. */
export interface UseChainsParameters {
  /** Whether to ask the gateway now; saved chains are shown either way. */
  enabled?: boolean;
}

/** The chains query plus a flat `chains` list; keeps fetching pages until the last one. */
export function useChains({ enabled = true }: UseChainsParameters = {}) {
  const client = useGatewayClient();
  const query = useInfiniteQuery({ ...chainsQueryOptions(client), enabled });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isError]);
  const chains = useMemo<ChainInfo[]>(
    () => query.data?.pages.flatMap((page) => page.results) ?? [],
    [query.data],
  );
  return { ...query, chains };
}
