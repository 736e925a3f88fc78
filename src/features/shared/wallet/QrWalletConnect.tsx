// Connecting an air-gapped QR wallet: scan the account QR the device shows (crypto-hdkey or
// crypto-account; on Keystone "Connect software wallet"), import the address at m/44'/60'/0'/0/0
// and connect it. Loaded only when chosen in the connect dialog.
import { connectQrWallet } from '../../../session/wallet/qrWallet';
import { loadUr } from '../../../wallet/qr/loadUr';
import { ACCOUNT_UR_TYPES } from '../../../wallet/qr/urTypes';
import { UrScanner } from '../qr/UrScanner';

/** Props of QrWalletConnect. */
export interface QrWalletConnectProps {
  onConnected: () => void;
  onCancel: () => void;
}

/** The scan-your-device step of connecting a QR wallet. */
export default function QrWalletConnect({ onConnected, onCancel }: QrWalletConnectProps) {
  return (
    <div className="stack">
      <p>
        On your QR wallet, choose to connect a software wallet (Ethereum, standard path) and show
        its account QR code to the camera. Only the public key is read: the address is derived here,
        and nothing leaves this device.
      </p>
      <UrScanner
        acceptedTypes={ACCOUNT_UR_TYPES}
        what="your QR wallet's account code"
        onScanned={async (ur) => {
          const { accountFromUr } = await loadUr();
          await connectQrWallet(accountFromUr(ur));
          onConnected();
        }}
      />
      <div className="row-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
