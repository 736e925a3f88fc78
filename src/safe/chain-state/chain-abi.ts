import { lazyInterface } from '../calldata/lazy-interface';

/**
 * `approvedHashes(owner, hash)`, which the review asks for every approved-hash confirmation (1.0.0 –
 * 1.4.1 share it). The argument-less getters are read by their fixed selectors (safe-getters.ts).
 */
export const safeStateInterface = lazyInterface([
  'function approvedHashes(address owner, bytes32 hash) view returns (uint256)',
]);
