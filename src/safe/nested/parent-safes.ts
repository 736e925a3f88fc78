// Which owners of a Safe are themselves Safes, asked of the chain (not the gateway): an owner is a
// parent Safe when it answers getOwners(), getThreshold() and nonce() like a Safe does. An EOA
// answers eth_call with empty data, which decodes to nothing. Pure: the eth_call is injected.
import { getAddress } from 'ethers';
import {
  decodeSafeGetter,
  encodeSafeGetter,
  type SafeGetterName,
} from '../chain-state/safe-getters';
import type { EthCall } from '../eip1271';

/** An owner that is a Safe, with its own owners and threshold as the chain reports them. */
export type ParentSafe = {
  /** Checksummed. */
  address: string;
  /** Checksummed, in the contract's order. */
  owners: string[];
  threshold: number;
  nonce: bigint;
  /** What VERSION() answers (its EIP-712 domain depends on it); null when it does not answer. */
  version: string | null;
};

/** Parameters of {@link findParentSafes}. */
export type FindParentSafesParameters = {
  call: EthCall;
  /** The child Safe's owners, read from the chain. */
  owners: readonly string[];
};

async function getter(call: EthCall, to: string, name: SafeGetterName) {
  return decodeSafeGetter(name, await call(to, encodeSafeGetter(name)));
}

/** The owner read as a Safe, or null when it does not answer like one (never throws). */
export async function readParentSafe(call: EthCall, owner: string): Promise<ParentSafe | null> {
  try {
    const [owners, threshold, nonce, version] = await Promise.all([
      getter(call, owner, 'getOwners'),
      getter(call, owner, 'getThreshold'),
      getter(call, owner, 'nonce'),
      getter(call, owner, 'VERSION').catch(() => null),
    ]);
    if (!Array.isArray(owners) || owners.length === 0) return null;
    if (typeof threshold !== 'bigint' || typeof nonce !== 'bigint') return null;
    if (threshold < 1n || threshold > BigInt(owners.length)) return null;
    return {
      address: getAddress(owner),
      owners: owners.map((o) => getAddress(String(o))),
      threshold: Number(threshold),
      nonce,
      version: typeof version === 'string' ? version : null,
    };
  } catch {
    // A revert, empty data (an EOA) or an RPC error: not a Safe we can act through.
    return null;
  }
}

/** The child's owners that are Safes, in the child's owner order. */
export async function findParentSafes({
  call,
  owners,
}: FindParentSafesParameters): Promise<ParentSafe[]> {
  const read = await Promise.all(owners.map((owner) => readParentSafe(call, owner)));
  return read.filter((parent): parent is ParentSafe => parent !== null);
}

/** The parents `account` can act for: those it owns directly. */
export function parentsOwnedBy(
  parents: readonly ParentSafe[],
  account: string | null,
): ParentSafe[] {
  if (!account) return [];
  const me = account.toLowerCase();
  return parents.filter((parent) => parent.owners.some((o) => o.toLowerCase() === me));
}
