// Silent reconnect of the wallets that do not announce themselves: `window.ethereum` (the
// fallback) at once, and a WalletConnect session or an air-gapped QR wallet only when it was the
// last wallet — their code is loaded in that case alone, so other start-ups never fetch it.
import { getSetting } from '../../storage/settings';
import { injectedWalletDetail } from '../../wallet/injected';
import { walletSession, type WalletSession } from '../../wallet/session';
import { QR_WALLET_RDNS, WALLETCONNECT_RDNS } from '../../wallet/wallet-ids';

/** Reconnects the injected fallback or a WalletConnect session when it was the last wallet. */
export async function restoreLastWallet(session: WalletSession = walletSession): Promise<boolean> {
  const last = await getSetting('lastWallet');
  if (!last) return false;
  if (last.rdns === WALLETCONNECT_RDNS) {
    const { restoreWalletConnect } = await import('./walletConnect');
    return restoreWalletConnect(undefined, session);
  }
  if (last.rdns === QR_WALLET_RDNS) {
    const { restoreQrWallet } = await import('./qrWallet');
    return restoreQrWallet(session);
  }
  const injected = injectedWalletDetail();
  return injected ? session.reconnect(injected) : false;
}
