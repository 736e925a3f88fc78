// Every query key in one place (with chainKeys.ts, kept apart because only lazily loaded code uses
// it), with the predicates and parsers that read them: nothing else reads a key by position. Gateway keys start with the gateway's base URL so that switching gateways
// (Settings) never mixes two gateways' data, and nest chain → Safe so one Safe's data can be
// invalidated, persisted or dropped as a slice. Local keys (address book, recent Safes, settings)
// are data this device keeps itself: they are never persisted as queries (IndexedDB is their home).
import { checksumAddress } from '../safe/address/checksum';

/** Checksums an address so `0xabc…` and `0xABC…` share one cache entry. */
export function safeKey(address: string): string {
  return checksumAddress(address);
}

/** Builds the query keys of one gateway (by base URL). */
export const gatewayKeys = {
  all: (baseUrl: string) => ['gateway', baseUrl] as const,
  fiatCurrencies: (baseUrl: string) => ['gateway', baseUrl, 'fiat-currencies'] as const,
  chains: (baseUrl: string) => ['gateway', baseUrl, 'chains'] as const,
  chain: (baseUrl: string, chainId: string) => ['gateway', baseUrl, 'chain', chainId] as const,
  chainScoped: (baseUrl: string, chainId: string, ...rest: string[]) =>
    ['gateway', baseUrl, 'chain', chainId, ...rest] as const,
  allOwnedSafes: (baseUrl: string, ownerAddress: string) =>
    ['gateway', baseUrl, 'owner', safeKey(ownerAddress), 'safes'] as const,
  safe: (baseUrl: string, chainId: string, safeAddress: string) =>
    ['gateway', baseUrl, 'chain', chainId, 'safe', safeKey(safeAddress)] as const,
  safeScoped: (baseUrl: string, chainId: string, safeAddress: string, ...rest: unknown[]) =>
    ['gateway', baseUrl, 'chain', chainId, 'safe', safeKey(safeAddress), ...rest] as const,
};

/** Keys of what this device keeps itself (IndexedDB stores read through the query cache). */
export const localKeys = {
  addressBook: () => ['address-book'] as const,
  addressBookChain: (chainId: string) => ['address-book', 'chain', chainId] as const,
  addressBookEveryChain: () => ['address-book', 'every-chain'] as const,
  recentSafes: () => ['local', 'recent-safes'] as const,
  currency: () => ['settings', 'currency'] as const,
  tokenDisplay: () => ['settings', 'token-display'] as const,
  rpcUrls: () => ['settings', 'rpc-urls'] as const,
  notificationPrefs: () => ['local', 'notification-prefs'] as const,
  pushDevice: () => ['settings', 'push-device'] as const,
  emailAlert: (chainId: string, safeAddress: string, signer: string) =>
    ['settings', 'email-alerts', chainId, safeAddress, signer] as const,
  userAbisChain: (chainId: string) => ['local', 'user-abis', chainId] as const,
  /** Every signed bundle held on this device. */
  bundles: () => ['local', 'bundles'] as const,
};

/** True for a key of gateway data (the only data persisted as queries). */
export function isGatewayKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === 'gateway';
}

/** A Safe-scoped gateway key read back into its parts. */
export interface SafeScopedKey {
  baseUrl: string;
  chainId: string;
  /** Checksummed (keys are built with it). */
  safeAddress: string;
  /** What follows the Safe (`['queue', {…}]`, `['history', {…}]`…). */
  rest: readonly unknown[];
}

/** The parts of a Safe-scoped gateway key, or null for any other key. */
export function parseSafeScopedKey(queryKey: readonly unknown[]): SafeScopedKey | null {
  const [scope, baseUrl, chainWord, chainId, safeWord, safeAddress, ...rest] = queryKey;
  if (scope !== 'gateway' || chainWord !== 'chain' || safeWord !== 'safe') return null;
  if (typeof baseUrl !== 'string' || typeof chainId !== 'string') return null;
  if (typeof safeAddress !== 'string') return null;
  return { baseUrl, chainId, safeAddress, rest };
}

/**
 * True for the chain's own read of a Safe's state (owners, threshold, nonce, implementation): the
 * one chain read kept on this device, so a bundle can be reviewed offline after a restart.
 */
export function isChainStateKey(queryKey: readonly unknown[]): boolean {
  const [scope, rpcUrl, chainId, safeWord, safeAddress, what] = queryKey;
  return (
    scope === 'chain-rpc' &&
    typeof rpcUrl === 'string' &&
    typeof chainId === 'string' &&
    safeWord === 'safe' &&
    typeof safeAddress === 'string' &&
    what === 'state'
  );
}

/** The Safe a key is about (`chainId`, address as in the key), for gateway and chain-state keys. */
function safeOfKey(queryKey: readonly unknown[]): { chainId: string; safeAddress: string } | null {
  if (isChainStateKey(queryKey)) {
    return { chainId: queryKey[2] as string, safeAddress: queryKey[4] as string };
  }
  return parseSafeScopedKey(queryKey);
}

/** `${chainId}:${safeAddress}` for a Safe's gateway or chain-state key, else `''` (`bySafe`). */
export function safeKeyOf(queryKey: readonly unknown[]): string {
  const safe = safeOfKey(queryKey);
  return safe ? safeSlice(safe.chainId, safe.safeAddress) : '';
}

/** The `bySafe` index value of one Safe. */
export function safeSlice(chainId: string, safeAddress: string): string {
  return `${chainId}:${safeAddress}`;
}

/** A predicate matching every query of one Safe kept on this device, under any gateway or RPC. */
export function isKeyOfSafe({ chainId, safeAddress }: { chainId: string; safeAddress: string }) {
  return (queryKey: readonly unknown[]): boolean => {
    const safe = safeOfKey(queryKey);
    return safe !== null && safe.chainId === chainId && safe.safeAddress === safeAddress;
  };
}

/**
 * True for a chain read of the Safe that a write or a live update makes stale: its state (owners,
 * threshold, nonce, implementation) and its on-chain approvals, over any RPC. Simulations are not
 * included: they are asked again by their own screens.
 */
export function isChainReadOfSafe(
  queryKey: readonly unknown[],
  chainId: string,
  safeAddress: string,
): boolean {
  const [scope, , keyChainId, safeWord, keySafe, what] = queryKey;
  return (
    scope === 'chain-rpc' &&
    keyChainId === chainId &&
    safeWord === 'safe' &&
    typeof keySafe === 'string' &&
    keySafe.toLowerCase() === safeAddress.toLowerCase() &&
    (what === 'state' || what === 'signatures')
  );
}
