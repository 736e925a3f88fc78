// Chain reads for Safes owned by Safes: which owners are Safes (and their own owners), and which
// owners' approvals of a hash the Safe has recorded, both over the RPC the user chose.
import { queryOptions } from '@tanstack/react-query';
import { GatewayError, getSafeMessage, type GatewayClient } from '../../gateway';
import {
  findParentSafes,
  readApprovedOwners,
  readParentMessageProofs,
  type ParentMessageProof,
  type ParentSafe,
} from '../../safe';
import { chainKeys } from '../chainKeys';
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

/** Parameters of {@link parentMessageProofsQueryOptions}. */
export type ParentMessageProofsQueryParameters = ApprovedOwnersQueryParameters & {
  client: GatewayClient;
  /** The child's version read from the chain: only ≥ 1.5.0 asks the form a message satisfies. */
  childVersion: string;
};

/**
 * The parent Safes (among the child's owners) whose CONFIRMED Safe message over the child's
 * transaction the chain accepts, with the signature to execute with.
 */
export function parentMessageProofsQueryOptions({
  client,
  rpcUrl,
  chainId,
  safeAddress,
  owners,
  hash,
  childVersion,
}: ParentMessageProofsQueryParameters) {
  return queryOptions({
    queryKey: chainKeys.parentMessages(rpcUrl, chainId, safeAddress, hash, owners.join(',')),
    queryFn: async ({ signal }): Promise<ParentMessageProof[]> => {
      const call = rpcEthCall(rpcUrl, signal);
      const parents = await findParentSafes({ call, owners });
      if (parents.length === 0) return [];
      return readParentMessageProofs({
        call,
        readMessage: (messageHash) =>
          getSafeMessage(client, { chainId, messageHash, signal }).catch((error: unknown) => {
            // No message yet is an answer; anything else is the query's error.
            if (error instanceof GatewayError && error.status === 404) return null;
            throw error;
          }),
        chainId,
        childAddress: safeAddress,
        childVersion,
        safeTxHash: hash,
        parents,
      });
    },
    staleTime: TEN_SECONDS,
  });
}
