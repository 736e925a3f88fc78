// Owners whose approval of a hash is recorded in the Safe itself (approvedHashes(owner, hash) ≠ 0):
// an EOA's approveHash or a parent Safe's executed approveHash. The Safe contract accepts these as
// v = 1 signatures, so they count whether a gateway lists them or not. Pure: eth_call is injected.
import { getAddress } from 'ethers';
import { isHashApprovedOnChain } from '../chain-state/chain-abi';
import type { EthCall } from '../eip1271';

/** Parameters of {@link readApprovedOwners}. */
export type ReadApprovedOwnersParameters = {
  call: EthCall;
  safeAddress: string;
  /** The safeTxHash computed on this device. */
  hash: string;
  /** The Safe's owners, read from the chain. */
  owners: readonly string[];
};

/** The owners (checksummed, in the given order) whose approval of `hash` the Safe has recorded. */
export async function readApprovedOwners({
  call,
  safeAddress,
  hash,
  owners,
}: ReadApprovedOwnersParameters): Promise<string[]> {
  const verdicts = await Promise.all(
    owners.map((owner) =>
      // A bad owner or a garbled answer proves nothing either.
      isHashApprovedOnChain(call, safeAddress, owner, hash).catch(() => false),
    ),
  );
  return owners.filter((_, index) => verdicts[index]).map((owner) => getAddress(owner));
}
