// The "Share signatures" card of a Safe message: the message with the confirmations the review
// proved against the chain's owners.
import { useMemo } from 'react';
import type { SafeInfo, SafeMessage } from '../../../gateway';
import { createBundle } from '../../../safe/bundle';
import type { SafeMessageContent } from '../../../safe';
import { useMessageReview } from '../../../session/review/useMessageReview';
import type { ReadySafe } from '../../shared/RequireSafe';
import { ShareSignatures } from './ShareSignatures';

/** Props of MessageShareSignatures. */
export interface MessageShareSignaturesProps {
  message: SafeMessage;
  safe: ReadySafe;
  safeInfo: SafeInfo | undefined;
}

/** Shares a message and its proven signatures as a bundle file or link. */
export function MessageShareSignatures({ message, safe, safeInfo }: MessageShareSignaturesProps) {
  const { result } = useMessageReview(message, safeInfo, safe.chain, safe.safeAddress);
  const bundle = useMemo(() => {
    if (!result?.version || result.verdict !== 'verified' || !result.chainState) return null;
    const proven = (result.confirmations?.checks ?? []).flatMap((check) => {
      if (check.status !== 'valid' || !check.recovered) return [];
      const signature = message.confirmations.find(
        (c) => c.owner.value.toLowerCase() === check.signer.toLowerCase(),
      )?.signature;
      return signature ? [{ signer: check.recovered, signature }] : [];
    });
    return createBundle({
      chainId: safe.chainId,
      safeAddress: safe.safeAddress,
      safeVersion: result.version,
      message: message.message as SafeMessageContent,
      signatures: proven,
      ...(message.name ? { note: message.name } : {}),
    });
  }, [result, message, safe.chainId, safe.safeAddress]);
  return (
    <ShareSignatures
      bundle={bundle}
      waiting={
        result
          ? 'The message could not be verified against the chain here, so there is nothing to vouch for.'
          : 'Reading the Safe from the chain…'
      }
    />
  );
}
