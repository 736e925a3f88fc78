// The one question the signing flows ask: may this transaction be signed now? Every confirm,
// execute and reject button reads it, so no flow can sign what the review has not passed.
import type { ChainInfo, TransactionDetails } from '../../gateway';
import { signingGateOf, type SigningGate } from './signingGate';
import { useTransactionReview } from './useTransactionReview';

export type { SigningGate } from './signingGate';

/**
 * `{ status: 'checking' | 'blocked' | 'ok', reason }` for `details` of the Safe `safeAddress` on
 * `chain`: checking while the review runs, blocked with the reason when any check fails.
 */
export function useSigningGate(
  details: TransactionDetails | undefined,
  chain: ChainInfo,
  safeAddress: string,
): SigningGate {
  const review = useTransactionReview(details, chain, safeAddress);
  return signingGateOf(details, review);
}
