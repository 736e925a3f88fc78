import { getAddress } from 'ethers';
import {
  KNOWN_FALLBACK_HANDLERS,
  KNOWN_SAFE_SINGLETONS,
  TRUSTED_DELEGATECALL_TARGETS,
} from './known-contracts';

/** Lower-cased address set of the official delegatecall targets plus the caller's own. */
export function trustedDelegateCallSet(extra: readonly string[] = []): Set<string> {
  return new Set(
    [...TRUSTED_DELEGATECALL_TARGETS.map((c) => c.address), ...extra].map((a) => a.toLowerCase()),
  );
}

/** Lower-cased address set of the official fallback handlers plus the caller's own. */
export function trustedFallbackHandlerSet(extra: readonly string[] = []): Set<string> {
  return new Set(
    [...KNOWN_FALLBACK_HANDLERS.map((c) => c.address), ...extra].map((a) => a.toLowerCase()),
  );
}

/** The official singleton with this runtime code hash, if any. */
export function findSingletonByCodeHash(codeHash: string) {
  return KNOWN_SAFE_SINGLETONS.find((s) => s.codeHash.toLowerCase() === codeHash.toLowerCase());
}

/** The official singleton at this address, if any. */
export function findSingletonByAddress(address: string) {
  const target = getAddress(address);
  return KNOWN_SAFE_SINGLETONS.find((s) => s.address === target);
}
