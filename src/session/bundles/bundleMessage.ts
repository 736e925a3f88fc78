// A message bundle as the gateway's SafeMessage, so the message review and actions handle it like
// a message the gateway lists. The review recomputes the hash and proves each signature against
// the owners read from the chain; the counts here are placeholders until then.
import type { SafeMessage, TypedData } from '../../gateway';
import { calculateBundleHash, type MessageBundle } from '../../safe/bundle';

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
const info = (value: string) => ({ value, name: null, logoUri: null });

/** SafeMessage built from a message bundle. */
export function safeMessageFromBundle(
  bundle: MessageBundle,
  receivedAt: number,
  { threshold = 0 }: { threshold?: number } = {},
): SafeMessage {
  const created = bundle.createdAt ? Date.parse(bundle.createdAt) : receivedAt;
  return {
    messageHash: calculateBundleHash(bundle),
    status: 'NEEDS_CONFIRMATION',
    logoUri: null,
    name: bundle.note ?? null,
    // Parsed and hashed by parseBundle: text, or EIP-712 data with domain, types and message.
    message: bundle.message as string | TypedData,
    creationTimestamp: created,
    modifiedTimestamp: created,
    confirmationsSubmitted: bundle.signatures.length,
    confirmationsRequired: threshold,
    proposedBy: info(bundle.signatures[0]?.signer ?? ZERO_ADDRESS),
    confirmations: bundle.signatures.map(({ signer, signature }) => ({
      owner: info(signer),
      signature,
    })),
    preparedSignature: null,
  };
}
