// The bundle of a Safe message as this device can vouch for it: the message, and the
// confirmations the review proved against the chain's owners.
import { useMemo } from 'react';
import type { SafeInfo, SafeMessage } from '../../../gateway';
import type { SafeMessageContent } from '../../../safe';
import { createBundle, type SignedBundle } from '../../../safe/bundle';
import { useMessageReview } from '../../../session/review/useMessageReview';
import type { ReadySafe } from '../../shared/RequireSafe';

/** The shareable bundle of `message`, or why there is none yet. */
export function useMessageBundle(
  message: SafeMessage,
  safe: ReadySafe,
  safeInfo: SafeInfo | undefined,
): { bundle: SignedBundle | null; waiting: string } {
  const { result } = useMessageReview(message, safeInfo, safe.chain, safe.safeAddress);
  return useMemo(() => {
    if (!result?.version || result.verdict !== 'verified' || !result.chainState) {
      return {
        bundle: null,
        waiting: result
          ? 'The message could not be verified against the chain here, so there is nothing to vouch for.'
          : 'Reading the Safe from the chain…',
      };
    }
    const proven = (result.confirmations?.checks ?? []).flatMap((check) => {
      if (check.status !== 'valid' || !check.recovered) return [];
      const signature = message.confirmations.find(
        (c) => c.owner.value.toLowerCase() === check.signer.toLowerCase(),
      )?.signature;
      return signature ? [{ signer: check.recovered, signature }] : [];
    });
    const bundle = createBundle({
      chainId: safe.chainId,
      safeAddress: safe.safeAddress,
      safeVersion: result.version,
      message: message.message as SafeMessageContent,
      signatures: proven,
      ...(message.name ? { note: message.name } : {}),
    });
    return { bundle, waiting: '' };
  }, [result, message, safe.chainId, safe.safeAddress]);
}
