// Pairing a wallet app over WalletConnect: a QR code to scan, the same URI as a deep link for a
// wallet on this phone, and a copy button. Closing this view aborts the pairing, so a dismissed or
// rejected connection leaves no half-open session behind. Loaded only when WalletConnect is chosen.
import { useEffect, useState } from 'react';
import type { ChainInfo } from '../../../gateway';
import { describeError } from '../../../session/errors/describeError';
import { connectWalletConnect, walletConnectChains } from '../../../session/wallet/walletConnect';
import { QrCode } from './QrCode';

/** Props of WalletConnectPairing. */
export interface WalletConnectPairingProps {
  projectId: string;
  chains: readonly ChainInfo[];
  onConnected: () => void;
  onCancel: () => void;
}

/** The WalletConnect pairing view (QR code, deep link, copy). */
export default function WalletConnectPairing({
  projectId,
  chains,
  onConnected,
  onCancel,
}: WalletConnectPairingProps) {
  const [uri, setUri] = useState<string>();
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setUri(undefined);
    setError(undefined);
    connectWalletConnect({
      projectId,
      chains: walletConnectChains(chains),
      onPairingUri: setUri,
      signal: controller.signal,
    }).then(
      () => onConnected(),
      (cause: unknown) => {
        if (!controller.signal.aborted) setError(describeError(cause));
      },
    );
    return () => controller.abort();
    // `chains` and the callbacks are read once per attempt; a new attempt starts a new pairing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [projectId, attempt]);

  if (error) {
    return (
      <div className="stack">
        <p className="field-error" role="alert">
          WalletConnect did not connect. {error}
        </p>
        <div className="row-actions">
          <button type="button" className="button primary" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
          <button type="button" className="button" onClick={onCancel}>
            Back
          </button>
        </div>
      </div>
    );
  }
  if (!uri) {
    return (
      <div className="stack">
        <p role="status">Starting WalletConnect…</p>
        <button type="button" className="button" onClick={onCancel}>
          Back
        </button>
      </div>
    );
  }
  return (
    <div className="stack walletconnect-pairing">
      <p>Scan with a WalletConnect wallet app, or open it on this device.</p>
      <QrCode value={uri} label="WalletConnect pairing code" />
      <p role="status" className="hint">
        Waiting for the wallet to approve…
      </p>
      <div className="row-actions">
        {/* A `wc:` link: the phone's WalletConnect wallet opens and shows the pairing request. */}
        <a className="button primary" href={uri}>
          Open in a wallet app
        </a>
        <button
          type="button"
          className="button"
          onClick={() =>
            void navigator.clipboard
              .writeText(uri)
              .then(() => setCopied(true))
              .catch(() => setCopied(false))
          }
        >
          {copied ? 'Copied' : 'Copy link'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Back
        </button>
      </div>
    </div>
  );
}
