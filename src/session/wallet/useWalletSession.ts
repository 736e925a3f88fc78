// The wallet session as React state: one hook every screen reads the connected wallet through.
import { useMemo, useSyncExternalStore } from 'react';
import { walletSession, type WalletConnection, type WalletSession } from '../../wallet/session';

/** What `useWalletSession` returns: the connection plus the session's calls. */
export interface WalletSessionState extends Omit<WalletSession, 'get' | 'subscribe'> {
  /** The connected wallet, or null. */
  connection: WalletConnection | null;
  /** The connected account (checksummed), or null. */
  address: string | null;
  /** The wallet's chain id (decimal string), or null. */
  chainId: string | null;
}

/** The app's wallet session (or `session`, in tests), re-rendering on every change. */
export function useWalletSession(session: WalletSession = walletSession): WalletSessionState {
  const connection = useSyncExternalStore(session.subscribe, session.get, () => null);
  return useMemo(
    () => ({
      connection,
      address: connection?.address ?? null,
      chainId: connection?.chainId ?? null,
      connect: session.connect,
      reconnect: session.reconnect,
      disconnect: session.disconnect,
      signTypedData: session.signTypedData,
      personalSign: session.personalSign,
      sendTransaction: session.sendTransaction,
    }),
    [connection, session],
  );
}
