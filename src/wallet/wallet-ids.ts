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

/** Why the QR wallet cannot execute: shown wherever a transaction would be sent. */
export const QR_WALLET_CANNOT_SEND =
  'An air-gapped QR wallet signs only: it cannot send a transaction.';

/** Why the wallet `rdns` cannot send a chain transaction (a signing-only wallet), or null. */
export function sendBlockerOf(rdns: string | undefined): string | null {
  return rdns === QR_WALLET_RDNS ? QR_WALLET_CANNOT_SEND : null;
}
