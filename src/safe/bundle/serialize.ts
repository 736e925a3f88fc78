// Deterministic bundle text: the same bundle always gives the same bytes (fixed key order,
// signatures sorted by signer), so two devices exporting the same signatures produce equal files.
import { BUNDLE_FORMAT, BUNDLE_VERSION, type BundleSignature, type SignedBundle } from './types';

/** Signatures in bundle order: by signer address, case-insensitively. */
export function sortBundleSignatures(signatures: readonly BundleSignature[]): BundleSignature[] {
  return [...signatures]
    .map(({ signer, signature }) => ({ signer, signature }))
    .sort((a, b) => a.signer.toLowerCase().localeCompare(b.signer.toLowerCase()));
}

/** The bundle as a plain object with its keys in the documented order. */
function canonical(bundle: SignedBundle): Record<string, unknown> {
  const head = {
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    chainId: bundle.chainId,
    safe: bundle.safe,
    safeVersion: bundle.safeVersion,
    kind: bundle.kind,
  };
  const body =
    bundle.kind === 'transaction'
      ? {
          transaction: {
            to: bundle.transaction.to,
            value: bundle.transaction.value,
            data: bundle.transaction.data,
            operation: bundle.transaction.operation,
            safeTxGas: bundle.transaction.safeTxGas,
            baseGas: bundle.transaction.baseGas,
            gasPrice: bundle.transaction.gasPrice,
            gasToken: bundle.transaction.gasToken,
            refundReceiver: bundle.transaction.refundReceiver,
            nonce: bundle.transaction.nonce,
          },
        }
      : { message: bundle.message };
  return {
    ...head,
    ...body,
    signatures: sortBundleSignatures(bundle.signatures),
    ...(bundle.createdAt === undefined ? {} : { createdAt: bundle.createdAt }),
    ...(bundle.note === undefined ? {} : { note: bundle.note }),
  };
}

/** Bundle text: indented for files by default, `indent = 0` for the compact link and QR form. */
export function serializeBundle(bundle: SignedBundle, indent = 2): string {
  const text = JSON.stringify(canonical(bundle), null, indent);
  return indent > 0 ? `${text}\n` : text;
}
