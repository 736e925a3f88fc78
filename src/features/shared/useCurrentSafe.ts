// The Safe addressed by the URL (`?safe=<shortName>:<address>`), resolved to a chain through the
// gateway's chain list. Screens switch on `status` and render only `ready`.
import { useMemo } from 'react';
import type { ChainInfo } from '../../gateway';
import { useSafeParam } from '../../session/routes/useSafeParam';
import { parseSafeParam } from '../../session/routes/parseSafeParam';
import { formatSafeParam } from '../../session/routes/links';
import { useChains } from './useChains';

/** Where the current Safe stands. */
export type CurrentSafe =
  | { status: 'loading' }
  /** No `?safe=`, a bare address, a bad checksum…: `message` says what to do. */
  | { status: 'invalid'; message: string }
  /** The prefix names no chain this gateway serves. */
  | { status: 'unknown-chain'; shortName: string; message: string }
  /** Offline and no chain list saved on this device yet. */
  | { status: 'offline'; retry: () => void }
  /** The chain list could not be loaded (and nothing was cached). */
  | { status: 'error'; error: unknown; retry: () => void }
  | {
      status: 'ready';
      chainId: string;
      /** Checksummed. */
      safeAddress: string;
      chain: ChainInfo;
      shortName: string;
      /** Canonical `shortName:checksummedAddress` for links. */
      safeParam: string;
    };

/** Parses `?safe=`, checksums it and finds its chain. */
export function useCurrentSafe(): CurrentSafe {
  const param = useSafeParam();
  const parsed = useMemo(() => parseSafeParam(param), [param]);
  const chainsQuery = useChains();
  const { chains, hasNextPage, isPending, isError, error, refetch, fetchStatus } = chainsQuery;
  return useMemo<CurrentSafe>(() => {
    if (!parsed.ok) return { status: 'invalid', message: parsed.message };
    const chain = chains.find((c) => c.shortName.toLowerCase() === parsed.shortName);
    if (chain) {
      return {
        status: 'ready',
        chainId: chain.chainId,
        safeAddress: parsed.safeAddress,
        chain,
        shortName: chain.shortName,
        safeParam: formatSafeParam(chain.shortName, parsed.safeAddress),
      };
    }
    // offlineFirst: a failed first attempt waits ("paused") for the network instead of failing.
    if (fetchStatus === 'paused' && chains.length === 0) {
      return { status: 'offline', retry: () => void refetch() };
    }
    if (isPending || (hasNextPage && !isError)) return { status: 'loading' };
    if (isError && chains.length === 0) {
      return { status: 'error', error, retry: () => void refetch() };
    }
    return {
      status: 'unknown-chain',
      shortName: parsed.shortName,
      message: `This gateway serves no chain with the prefix “${parsed.shortName}”. Check the prefix before the colon, or pick the chain on the welcome screen.`,
    };
  }, [parsed, chains, hasNextPage, isPending, isError, error, refetch, fetchStatus]);
}
