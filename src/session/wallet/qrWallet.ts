// The air-gapped QR wallet in the app's session: connect with an account scanned from the device
// (kept in IndexedDB so a reload reconnects without scanning again) and the silent restore.
import { getSetting, setSetting } from '../../storage/settings';
import type { QrAccount } from '../../wallet/qr/ethRequests';
import { qrWalletDetail } from '../../wallet/qr/qrWallet';
import { walletSession, type WalletConnection, type WalletSession } from '../../wallet/session';
import { QR_WALLET_RDNS } from '../../wallet/wallet-ids';

/** Connects the QR wallet account scanned from the device and remembers it. */
export async function connectQrWallet(
  account: QrAccount,
  session: WalletSession = walletSession,
): Promise<WalletConnection> {
  const connection = await session.connect(qrWalletDetail(account));
  await setSetting('qrWalletAccount', account).catch(() => undefined);
  return connection;
}

/** Reconnects the remembered QR wallet account when it was the last wallet. */
export async function restoreQrWallet(session: WalletSession = walletSession): Promise<boolean> {
  const last = await getSetting('lastWallet');
  if (last?.rdns !== QR_WALLET_RDNS) return false;
  const account = await getSetting('qrWalletAccount');
  if (!account) return false;
  return session.reconnect(qrWalletDetail(account));
}
