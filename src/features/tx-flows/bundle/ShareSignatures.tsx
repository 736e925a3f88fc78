// "Share signatures": the transaction or message with every signature this device holds, as a
// bundle file to download and as a link (the bundle in the URL fragment) to copy. What is shared is
// also kept on this device, so later imports merge with it.
import { useEffect, useState } from 'react';
import {
  BUNDLE_FILE_EXTENSION,
  calculateBundleHash,
  createBundleLink,
  serializeBundle,
  type SignedBundle,
} from '../../../safe/bundle';
import { holdBundle } from '../../../session/bundles/heldBundles';
import { describeError } from '../../../session/errors/describeError';
import { CopyButton } from '../../shared/transactions/CopyButton';
import { BundleQr } from './BundleQr';

/** Props of ShareSignatures. */
export interface ShareSignaturesProps {
  /** The bundle to share; null while the review has not proven what it would hold. */
  bundle: SignedBundle | null;
  /** Why there is nothing to share yet (shown instead of the buttons). */
  waiting?: string;
}

/** The file name of a bundle: Safe, nonce or hash prefix, so a folder of them sorts sensibly. */
export function bundleFileName(bundle: SignedBundle): string {
  const what =
    bundle.kind === 'transaction'
      ? `nonce-${bundle.transaction.nonce}`
      : `message-${calculateBundleHash(bundle).slice(2, 10)}`;
  return `safe-${bundle.safe.slice(2, 8)}-${what}-${bundle.signatures.length}-sig${BUNDLE_FILE_EXTENSION}`;
}

function download(bundle: SignedBundle): void {
  const blob = new Blob([serializeBundle(bundle)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = bundleFileName(bundle);
  anchor.click();
  // The download has started from the click; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Download and link controls for a bundle. */
export function ShareSignatures({ bundle, waiting }: ShareSignaturesProps) {
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [showQr, setShowQr] = useState(false);
  const text = bundle ? serializeBundle(bundle) : null;
  useEffect(() => setLink(null), [text]);

  const keep = async (shared: SignedBundle) => {
    try {
      await holdBundle(shared);
    } catch (cause) {
      setError(`The bundle was shared but not kept on this device: ${describeError(cause)}`);
    }
  };
  const makeLink = async (shared: SignedBundle) => {
    setError(null);
    try {
      const made = await createBundleLink(shared, window.location.origin);
      setLink(made);
      await keep(shared);
      await navigator.clipboard.writeText(made).catch(() => undefined);
    } catch (cause) {
      setError(`The link could not be made: ${describeError(cause)}`);
    }
  };

  return (
    <section
      className="card stack"
      aria-labelledby="share-signatures-title"
      data-testid="share-signatures"
    >
      <h2 id="share-signatures-title">Share signatures</h2>
      {!bundle ? (
        <p className="hint">{waiting ?? 'Waiting for the review…'}</p>
      ) : (
        <>
          <p className="hint">
            A bundle holds this {bundle.kind} and the {bundle.signatures.length} signature
            {bundle.signatures.length === 1 ? '' : 's'} proven on this device. Other owners open it
            in Countersign to review, sign or execute it, without the gateway: as a file, a link or
            a QR code scanned with their camera.
          </p>
          <div className="row-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                setError(null);
                download(bundle);
                void keep(bundle);
              }}
            >
              Download bundle file
            </button>
            <button type="button" className="button" onClick={() => void makeLink(bundle)}>
              Copy link
            </button>
            <button
              type="button"
              className="button"
              aria-expanded={showQr}
              onClick={() => {
                setShowQr((shown) => !shown);
                void keep(bundle);
              }}
            >
              {showQr ? 'Hide QR code' : 'Show QR code'}
            </button>
          </div>
          {showQr && <BundleQr bundle={bundle} />}
          {link && (
            <div className="stack">
              <label htmlFor="bundle-link">
                Link (copied; the signatures are in the part after #, which is never sent to a
                server)
              </label>
              <textarea id="bundle-link" readOnly rows={3} value={link} data-testid="bundle-link" />
              <CopyButton value={link} label="bundle link" />
            </div>
          )}
        </>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
