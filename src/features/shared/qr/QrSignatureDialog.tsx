// The signature request of the air-gapped QR wallet: the animated `eth-sign-request` for the
// device, then the camera for the `eth-signature` it shows back. Rendered while the QR wallet is
// connected (the header mounts it); it opens whenever the wallet has a pending request.
import { useState, useSyncExternalStore } from 'react';
import { qrSignatureRequests, type PendingQrSignature } from '../../../wallet/qr/qrWallet';
import { SIGNATURE_UR_TYPE } from '../../../wallet/qr/urTypes';
import { Dialog } from '../Dialog';
import { AnimatedUrQr } from './AnimatedUrQr';
import { UrScanner } from './UrScanner';

/** Shows the QR wallet's pending signature request, if any. */
export default function QrSignatureDialog() {
  const pending = useSyncExternalStore(
    qrSignatureRequests.subscribe,
    qrSignatureRequests.current,
    () => null,
  );
  if (!pending) return null;
  // A new request starts on its first step.
  return <PendingSignature key={pending.requestId} pending={pending} />;
}

function PendingSignature({ pending }: { pending: PendingQrSignature }) {
  const [step, setStep] = useState<'show' | 'scan'>('show');
  const what = pending.kind === 'typedData' ? 'typed data (EIP-712)' : 'a message';
  return (
    <Dialog title="Sign with your QR wallet" onClose={() => pending.cancel()}>
      <div className="stack" data-testid="qr-signature-dialog">
        <p>
          Account <span className="address">{pending.account.address}</span> (
          {pending.account.derivationPath}) signs {what}.
        </p>
        {step === 'show' ? (
          <>
            <p>1. Scan this code with your QR wallet, check what it shows and approve it there.</p>
            <AnimatedUrQr ur={pending.request} label="Signature request for your QR wallet" />
            <div className="row-actions">
              <button type="button" className="button primary" onClick={() => setStep('scan')}>
                2. Scan the signature
              </button>
              <button type="button" className="button" onClick={() => pending.cancel()}>
                Cancel
              </button>
            </div>
          </>
        ) : (
          <>
            <p>2. Show the signature code from your QR wallet to the camera.</p>
            <UrScanner
              acceptedTypes={[SIGNATURE_UR_TYPE]}
              what="the signature your QR wallet shows"
              onScanned={(ur) => pending.answer(ur)}
            />
            <div className="row-actions">
              <button type="button" className="button" onClick={() => setStep('show')}>
                Back to the request
              </button>
              <button type="button" className="button" onClick={() => pending.cancel()}>
                Cancel
              </button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
