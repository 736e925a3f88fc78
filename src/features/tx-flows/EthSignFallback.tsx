// The warned eth_sign fallback of a queued transaction's confirm or delete, offered only after the
// wallet said it cannot sign typed data: it names the bare hash the wallet would sign (the
// safeTxHash, or the DeleteRequest's hash for a deletion) and shows it as the device will.
import { SigningHardwareScreen } from './SigningHardwareScreen';

/** Props of EthSignFallback. */
export interface EthSignFallbackProps {
  flow: 'confirm' | 'delete';
  /** The hash eth_sign would sign. */
  hash: string;
  enabled: boolean;
  onSign: () => void;
}

/** The fallback's warning, device screen and button. */
export function EthSignFallback({ flow, hash, enabled, onSign }: EthSignFallbackProps) {
  return (
    <div className="warning" role="alert" data-testid="eth-sign-fallback">
      <p>
        Your wallet cannot sign typed data, so it would sign the bare hash {hash} with eth_sign.
        Your wallet will show only this hash, not what it approves: compare it before you sign.
      </p>
      <SigningHardwareScreen
        typedData={null}
        ethSignHash={hash}
        what={flow === 'delete' ? 'the deletion' : 'your confirmation'}
      />
      <button className="button" type="button" disabled={!enabled} onClick={onSign}>
        Sign the hash with eth_sign
      </button>
    </div>
  );
}
