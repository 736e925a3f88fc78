import { lazyInterface } from '../calldata/lazy-interface';

/** The Safe getters the review reads from the chain (1.0.0 – 1.4.1 share these signatures). */
export const safeStateInterface = lazyInterface([
  'function getOwners() view returns (address[])',
  'function getThreshold() view returns (uint256)',
  'function nonce() view returns (uint256)',
  'function VERSION() view returns (string)',
  'function approvedHashes(address owner, bytes32 hash) view returns (uint256)',
]);
