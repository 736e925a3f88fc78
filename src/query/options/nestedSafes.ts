// Chain reads for Safes owned by Safes: which owners are Safes (and their own owners), and which
// owners' approvals of a hash the Safe has recorded, both over the RPC the user chose.
import { queryOptions } from '@tanstack/react-query';
import { findParentSafes, readApprovedOwners, type ParentSafe } from '../../safe';
import { chainKeys } from '../keys';
import { rpcEthCall } from '../rpc';

// A parent's approval lands by its own execution: a short staleness lets the child's screen see it
// soon after, without asking the node on every render.
const TEN_SECONDS = 10_000;

/** Parameters of {@link parentSafesQueryOptions}. */
export type ParentSafesQueryParameters = {
  rpcUrl: string;
  chainId: string;
  safeAddress: string;
  /** The Safe's owners as the chain reports them. */
  owners: readonly string[];
};

/** The Safe's owners that answer like Safes, with their owners and threshold. */
export function parentSafesQueryOptions({
  rpcUrl,
  chainId,
  safeAddress,
  owners,
}: ParentSafesQueryParameters) {
  return queryOptions({
    queryKey: chainKeys.parents(rpcUrl, chainId, safeAddress, owners.join(',')),
    queryFn: ({ signal }): Promise<ParentSafe[]> =>
      findParentSafes({ call: rpcEthCall(rpcUrl, signal), owners }),
    staleTime: TEN_SECONDS,
  });
}

/** Parameters of {@link approvedOwnersQueryOptions}. */
export type ApprovedOwnersQueryParameters = ParentSafesQueryParameters & {
  /** The safeTxHash computed on this device. */
  hash: string;
};

/** The owners whose approval of `hash` the Safe records on chain. */
export function approvedOwnersQueryOptions({
  rpcUrl,
  chainId,
  safeAddress,
  owners,
  hash,
}: ApprovedOwnersQueryParameters) {
  return queryOptions({
    queryKey: chainKeys.approvals(rpcUrl, chainId, safeAddress, hash, owners.join(',')),
    queryFn: ({ signal }): Promise<string[]> =>
      readApprovedOwners({ call: rpcEthCall(rpcUrl, signal), safeAddress, hash, owners }),
    staleTime: TEN_SECONDS,
  });
}
