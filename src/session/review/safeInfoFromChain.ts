// The Safe as the chain reports it, in the gateway's SafeInfo shape: what the review works from
// when the gateway cannot be reached (or has nothing for the Safe) but the chain can. Fields the
// chain read does not cover are left empty, never guessed.
import type { SafeInfo } from '../../gateway';
import type { SafeChainState } from '../../safe';

const info = (value: string) => ({ value, name: null, logoUri: null });

/** SafeInfo built from a chain read; modules, guard and fallback handler are not read (null). */
export function safeInfoFromChainState(state: SafeChainState, chainId: string): SafeInfo {
  return {
    address: info(state.safeAddress),
    chainId,
    nonce: Number(state.nonce),
    threshold: state.threshold,
    owners: state.owners.map(info),
    implementation: info(state.implementation),
    implementationVersionState: 'UNKNOWN',
    modules: null,
    guard: null,
    fallbackHandler: null,
    version: state.version,
    collectiblesTag: null,
    txQueuedTag: null,
    txHistoryTag: null,
    messagesTag: null,
  };
}
