// What the chain itself says about a Safe (owners, threshold, nonce, version, implementation,
// chain id) and about its approved-hash / contract confirmations, read from the RPC the user chose.
import { queryOptions } from '@tanstack/react-query';
import {
  checkSignatureOnChain,
  readSafeChainState,
  type SafeChainState,
  type SafeSignature,
} from '../../safe';
import { chainKeys } from '../keys';
import { createRpcReader, isTransientRpcError, rpcEthCall } from '../rpc';

// Owners and threshold change only by a Safe transaction; half a minute keeps the review fresh
// without asking the node on every render.
const HALF_MINUTE = 30_000;

/** Parameters of {@link safeChainStateQueryOptions}. */
export type SafeChainStateQueryParameters = {
  rpcUrl: string;
  /** The chain id the app expects (the key's scope; the RPC's own is in the result). */
  chainId: string;
  safeAddress: string;
};

/** The Safe as the chain at `rpcUrl` reports it. */
export function safeChainStateQueryOptions({
  rpcUrl,
  chainId,
  safeAddress,
}: SafeChainStateQueryParameters) {
  return queryOptions({
    queryKey: chainKeys.safeState(rpcUrl, chainId, safeAddress),
    queryFn: ({ signal }): Promise<SafeChainState> =>
      readSafeChainState({ reader: createRpcReader(rpcUrl, signal), safeAddress }),
    staleTime: HALF_MINUTE,
    retry: (failureCount, error) => failureCount < 1 && isTransientRpcError(error),
  });
}

/** Parameters of {@link onChainSignaturesQueryOptions}. */
export type OnChainSignaturesQueryParameters = SafeChainStateQueryParameters & {
  /** The locally computed hash the confirmations are over. */
  hash: string;
  /** The EIP-712 pre-image of `hash`, for contract owners' legacy isValidSignature. */
  preimage?: string;
  signatures: readonly SafeSignature[];
  executor?: string | null;
};

/** The chain's verdict (lower-cased owner → accepted) on approved-hash and contract signatures. */
export function onChainSignaturesQueryOptions({
  rpcUrl,
  chainId,
  safeAddress,
  hash,
  preimage,
  signatures,
  executor,
}: OnChainSignaturesQueryParameters) {
  const parts = signatures.map((s) => `${s.type}:${s.signer}:${s.data}`).join('|');
  return queryOptions({
    queryKey: chainKeys.signatures(rpcUrl, chainId, safeAddress, hash, parts),
    queryFn: async ({ signal }): Promise<Map<string, boolean>> => {
      const call = rpcEthCall(rpcUrl, signal);
      const verdicts = await Promise.all(
        signatures.map((signature) =>
          checkSignatureOnChain({ call, safeAddress, hash, preimage, signature, executor }),
        ),
      );
      return new Map(signatures.map((s, index) => [s.signer.toLowerCase(), verdicts[index]!]));
    },
    staleTime: HALF_MINUTE,
  });
}
