// Wallet start-up, loaded apart from the entry so the first route stays small: listen for EIP-6963
// announcements (the last wallet reconnects silently, whichever announces first), announce the
// devnet test signer, and restore the wallets that never announce (`window.ethereum`,
// WalletConnect sessions).
import { walletSession } from '../../wallet/session';
import { watchAnnouncedProviders } from '../../wallet/eip6963';
import { announceDevnetSigner } from './announceDevnetSigner';
import { restoreLastWallet } from './restoreLastWallet';

/** Starts every silent-reconnect path of the wallet session. */
export function startWalletSession(): void {
  // Listen before the devnet signer announces, so the last wallet reconnects whichever comes first.
  watchAnnouncedProviders((detail) => void walletSession.reconnect(detail).catch(() => undefined));
  void announceDevnetSigner().catch((error: unknown) => console.warn('Test signer', error));
  void restoreLastWallet().catch((error: unknown) => console.warn('Wallet not restored', error));
}
