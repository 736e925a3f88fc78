import type { SafeInfo } from '../../gateway/types';
import type { SafeChainState } from './read-safe-chain-state';

/** The SafeInfo with the chain's values in place of the gateway's (the gateway's own otherwise). */
export function withChainState(safe: SafeInfo, chainState: SafeChainState | undefined): SafeInfo {
  if (!chainState) return safe;
  return {
    ...safe,
    chainId: chainState.chainId,
    owners: chainState.owners.map((value) => ({ value, name: null, logoUri: null })),
    threshold: chainState.threshold,
    nonce: Number(chainState.nonce),
    implementation: { value: chainState.implementation, name: null, logoUri: null },
    version: chainState.version ?? safe.version,
  };
}
