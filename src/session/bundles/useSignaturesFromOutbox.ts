// A confirmation signed on this device goes to the outbox (and from there to the gateway, when it
// knows the transaction); the same signature is added to the held bundle, so it can be shared on
// at once and is kept whatever the gateway answers.
import { useEffect } from 'react';
import type { GatewayClient } from '../../gateway';
import type { SignedBundle } from '../../safe/bundle';
import { useOutbox } from '../outbox/useOutbox';
import { holdBundle } from './heldBundles';

/** Adds this device's outbox confirmations of `hash` to the held `bundle`; calls `onAdded` after. */
export function useSignaturesFromOutbox(
  client: GatewayClient,
  bundle: SignedBundle,
  hash: string,
  onAdded: () => void,
): void {
  const { items } = useOutbox(client, { chainId: bundle.chainId, safe: bundle.safe });
  useEffect(() => {
    const kind = bundle.kind === 'transaction' ? 'confirm-transaction' : 'confirm-message';
    const held = new Set(bundle.signatures.map((s) => s.signer.toLowerCase()));
    const fresh = items.flatMap((item) => {
      if (item.kind !== kind) return [];
      const request = item.request as {
        safeTxHash?: unknown;
        messageHash?: unknown;
        signature?: unknown;
        signer?: unknown;
      };
      const itemHash = bundle.kind === 'transaction' ? request.safeTxHash : request.messageHash;
      if (typeof itemHash !== 'string' || itemHash.toLowerCase() !== hash.toLowerCase()) return [];
      if (typeof request.signer !== 'string' || typeof request.signature !== 'string') return [];
      return held.has(request.signer.toLowerCase())
        ? []
        : [{ signer: request.signer, signature: request.signature.toLowerCase() }];
    });
    if (fresh.length === 0) return;
    let live = true;
    void holdBundle({ ...bundle, signatures: [...bundle.signatures, ...fresh] })
      .then((outcome) => {
        // Also when this run added nothing: an earlier run (cut short by a re-render) may have
        // stored the signature already, and the screen still shows the older bundle.
        if (
          live &&
          outcome.status === 'held' &&
          outcome.bundle.signatures.length > bundle.signatures.length
        )
          onAdded();
      })
      // The signature stays in the outbox either way; the next change tries again.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [items, bundle, hash, onAdded]);
}
