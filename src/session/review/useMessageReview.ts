// The review of one Safe message, the way transactions are reviewed: the Safe read from the chain
// over the user's RPC, approved-hash and contract (EIP-1271) confirmations and prepared-signature
// parts asked of the chain with the locally computed Safe message hash, and the verification
// computed from all of them. Such a confirmation counts only once the chain said yes.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChainInfo, SafeInfo, SafeMessage } from '../../gateway';
import { onChainSignaturesQueryOptions } from '../../query/options/chainState';
import { useSafeChainState } from './useSafeChainState';
import {
  messageSignaturesNeedingChain,
  verifyMessageDetails,
  type VerificationResult,
} from './verification';

/** The message's verification (null while the chain is read) and whether parts are still asked. */
export type MessageReview = { result: VerificationResult | null; signaturesPending: boolean };

/** Reviews `message` of the Safe `safeAddress` on `chain`, given the gateway's Safe info. */
export function useMessageReview(
  message: SafeMessage,
  safeInfo: SafeInfo | undefined,
  chain: ChainInfo,
  safeAddress: string,
): MessageReview {
  const { check: chainCheck, rpc } = useSafeChainState(chain, safeAddress);
  // First pass without the chain's word on approvals: it yields the hash they must be over.
  const firstPass = useMemo(
    () =>
      safeInfo && chainCheck
        ? verifyMessageDetails(message, safeInfo, chain.chainId, undefined, chainCheck)
        : null,
    [message, safeInfo, chain.chainId, chainCheck],
  );
  const hash = firstPass?.computedHash ?? null;
  const needChain = useMemo(
    () => (hash ? messageSignaturesNeedingChain(hash, message) : []),
    [hash, message],
  );
  const signatures = useQuery({
    ...onChainSignaturesQueryOptions({
      rpcUrl: rpc?.url ?? '',
      chainId: chain.chainId,
      safeAddress,
      hash: hash ?? '',
      preimage: firstPass?.preimage ?? undefined,
      signatures: needChain,
      // A message is never executed: no account's own approval stands in for the hash.
      executor: null,
    }),
    enabled: chainCheck?.status === 'checked' && needChain.length > 0,
  });
  const result = useMemo(() => {
    if (!firstPass || !safeInfo || chainCheck?.status !== 'checked' || !signatures.data) {
      return firstPass;
    }
    return verifyMessageDetails(message, safeInfo, chain.chainId, undefined, {
      ...chainCheck,
      onChainSignatures: signatures.data,
    });
  }, [firstPass, message, safeInfo, chain.chainId, chainCheck, signatures.data]);
  return {
    result,
    signaturesPending: needChain.length > 0 && !signatures.data && !signatures.error,
  };
}
