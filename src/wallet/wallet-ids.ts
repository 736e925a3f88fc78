// The reverse-DNS ids of the wallets this app makes up itself (EIP-6963 wallets bring their own).
// Kept apart so the start-up code can tell which wallet was last used without loading its module.

/** `window.ethereum` offered as a wallet when nothing announces itself. */
export const INJECTED_RDNS = 'injected.window-ethereum';

/** WalletConnect v2 sessions. */
export const WALLETCONNECT_RDNS = 'com.walletconnect';

/** The Safe of the Safe host this app runs in as a Safe App. */
export const SAFE_APP_HOST_RDNS = 'app.countersign.safe-app-host';

/** An air-gapped QR wallet (ERC-4527: Keystone and others), its account imported by scanning. */
export const QR_WALLET_RDNS = 'app.countersign.qr-wallet';
