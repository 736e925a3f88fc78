// Keeps an open Safe's screens current: the Safe info is polled while the page is visible and
// online (TanStack pauses the interval in a background tab; offline it is switched off), and when
// its list tags change, exactly the lists they stand for are refetched and the change is recorded
// so screens can mark it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { SafeInfo } from '../../gateway';
import { httpStatusOf } from '../../query/client';
import { changedActivity, refreshChangedActivity } from '../../query/live';
import { safeInfoQueryOptions, type SafeRef } from '../../query/options';
import { useGatewayClient } from '../gateway/useGatewayClient';
import { isOnline } from '../network/online';
import { liveActivity, type LiveActivity } from './liveActivity';

/** How often an open Safe's info is asked for (ms). */
export const SAFE_POLL_INTERVAL_MS = 15_000;

/** What `useSafeLiveUpdates` tells the screen. */
export interface SafeLiveState {
  /** The latest change seen on this Safe, or null. */
  activity: LiveActivity | null;
  /** Why the gateway refused the Safe info when it said 404 (no Safe there), else null. */
  notFound: unknown;
  /** Asks for the Safe info again. */
  retry: () => void;
}

/** Polls `safe` and refreshes its changed lists; returns the latest change seen on it. */
export function useSafeLiveUpdates(
  safe: SafeRef,
  intervalMs = SAFE_POLL_INTERVAL_MS,
): SafeLiveState {
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const { data, error, refetch } = useQuery({
    ...safeInfoQueryOptions(client, safe),
    refetchInterval: () => (isOnline() ? intervalMs : false),
  });
  const previous = useRef<{ key: string; info: SafeInfo } | null>(null);
  const { chainId, safeAddress } = safe;
  const key = `${chainId}:${safeAddress}`;
  useEffect(() => {
    if (!data) return;
    const before = previous.current?.key === key ? previous.current.info : undefined;
    previous.current = { key, info: data };
    const parts = changedActivity(before, data);
    if (parts.length === 0) return;
    liveActivity.set({ safe: key, parts, at: Date.now() });
    void refreshChangedActivity(queryClient, client.baseUrl, { chainId, safeAddress }, parts);
  }, [data, key, chainId, safeAddress, client.baseUrl, queryClient]);
  const latest = useSyncExternalStore(liveActivity.subscribe, liveActivity.get, () => null);
  return {
    activity: latest?.safe === key ? latest : null,
    notFound: error && httpStatusOf(error) === 404 ? error : null,
    retry: () => void refetch(),
  };
}
