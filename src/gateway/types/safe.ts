// A Safe account and the Safes an owner holds.

import type { ImplementationVersionState } from '../vocabulary';
import type { AddressInfo } from './common';

/** A Safe account's on-chain settings plus the gateway's cache tags. */
export type SafeInfo = {
  address: AddressInfo;
  chainId: string;
  nonce: number;
  threshold: number;
  owners: AddressInfo[];
  implementation: AddressInfo;
  implementationVersionState: ImplementationVersionState;
  /** `null`, never `[]`, when no module is enabled. */
  modules: AddressInfo[] | null;
  /** `null` when the guard is the zero address. */
  guard: AddressInfo | null;
  /** `null` when the fallback handler is the zero address. */
  fallbackHandler: AddressInfo | null;
  version: string | null;
  /** Unix seconds as a string of the latest change; a new value means refetch. */
  collectiblesTag: string | null;
  txQueuedTag: string | null;
  txHistoryTag: string | null;
  messagesTag: string | null;
};

/** Safe addresses (checksummed) one owner has on one chain. */
export type OwnedSafes = {
  safes: string[];
};

/** Safe addresses one owner has, keyed by chain id, over all chains. */
export type AllOwnedSafes = Record<string, string[]>;
