// Every query key in one place. Keys start with the gateway's base URL so that switching gateways
// (settings) never mixes two gateways' data, and nest chain → Safe so one Safe's data can be
// invalidated, persisted or dropped as a slice.
import { getAddress } from 'ethers';

/** Checksums an address so `0xabc…` and `0xABC…` share one cache entry. */
function safeKey(address: string): string {
  return getAddress(address);
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
