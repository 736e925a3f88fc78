import { sortSignatures } from './build-signatures';
import type { SafeSignature } from './recover-signatures';

/**
 * Adds new confirmations to existing ones: one signature per owner (an existing one wins, so a
 * repeated confirmation cannot replace a checked signature), sorted by owner.
 */
export function mergeSignatures(
  existing: readonly SafeSignature[],
  incoming: readonly SafeSignature[],
): SafeSignature[] {
  const byOwner = new Map<string, SafeSignature>();
  for (const signature of [...existing, ...incoming]) {
    const key = signature.signer.toLowerCase();
    if (!byOwner.has(key)) byOwner.set(key, signature);
  }
  return sortSignatures([...byOwner.values()]);
}
