// Which SimulateTxAccessor a simulation may delegatecall: only the official deployments, and only
// when the code at that address on this chain is theirs (an address alone proves nothing).
import { keccak256 } from 'ethers';
import { KNOWN_SIMULATE_TX_ACCESSORS } from '../verify/known-contracts';
import { isVersionAtLeast } from '../version';

/** The Safe versions with `simulateAndRevert` (StorageAccessible since 1.3.0). */
export const MIN_SIMULATION_VERSION = '1.3.0';

/** Whether a Safe of `version` can simulate its own transactions. */
export function canSimulate(version: string): boolean {
  try {
    return isVersionAtLeast(version, MIN_SIMULATION_VERSION);
  } catch {
    return false;
  }
}

/** The official accessor addresses, newest first: the ones worth asking the chain about. */
export function knownAccessorAddresses(): string[] {
  return KNOWN_SIMULATE_TX_ACCESSORS.map((accessor) => accessor.address);
}

/** Whether `code` (as eth_getCode returned it) is the official accessor's code at `address`. */
export function isKnownAccessorCode(address: string, code: string): boolean {
  if (code === '0x' || code === '') return false;
  const hash = keccak256(code).toLowerCase();
  return KNOWN_SIMULATE_TX_ACCESSORS.some(
    (accessor) =>
      accessor.address.toLowerCase() === address.toLowerCase() &&
      accessor.codeHash.toLowerCase() === hash,
  );
}
