// The Safe version a review signs for: the version of the official singleton whose code the proxy
// runs, else what VERSION() answers (and then the review says the code is not official).
import { findSingletonByCodeHash, type SafeChainState } from '../../../safe';

/** The version deciding the EIP-712 domain, and whether the code is an official singleton. */
export function reviewVersion(state: SafeChainState | null): {
  version: string | null;
  official: boolean;
} {
  if (!state) return { version: null, official: false };
  const singleton = findSingletonByCodeHash(state.implementationCodeHash);
  return { version: singleton?.version ?? state.version ?? null, official: !!singleton };
}
