// WalletConnect for the app: whether this build offers it (and why not), pairing through the one
// wallet session, the silent restore of the last WalletConnect session, and a disconnect that also
// ends the session in the wallet app. The package itself loads only inside these calls.
import { config as appConfig, type AppConfig } from '../../config';
import type { ChainInfo } from '../../gateway';
import { getSetting, setSetting } from '../../storage/settings';
import { shippedRpcUrls } from '../rpc/shippedRpc';
import { walletSession, type WalletConnection, type WalletSession } from '../../wallet/session';
import { WALLETCONNECT_RDNS } from '../../wallet/wallet-ids';
import {
  loadWalletConnect,
  type WalletConnectInit,
  type WalletConnectParameters,
} from '../../wallet/walletconnect';

/** Whether WalletConnect can be offered, and why not when it cannot. */
export type WalletConnectAvailability =
  { available: true; projectId: string } | { available: false; reason: string };

/** WalletConnect is offered only with a project id in the build configuration. */
export function walletConnectAvailability(
  config: Pick<AppConfig, 'walletConnectProjectId'> = appConfig,
): WalletConnectAvailability {
  return config.walletConnectProjectId
    ? { available: true, projectId: config.walletConnectProjectId }
    : {
        available: false,
        reason:
          'Unavailable in this build: it has no WalletConnect project id (VITE_WALLETCONNECT_PROJECT_ID).',
      };
}

/**
 * The chains a WalletConnect session may use: the gateway's list, each with the app's own shipped
 * RPC (never the gateway's `rpcUri`, which would make the wallet read through the gateway).
 */
export function walletConnectChains(
  chains: readonly ChainInfo[],
): WalletConnectParameters['chains'] {
  return chains
    .filter((chain) => /^[0-9]+$/.test(chain.chainId))
    .map((chain) => {
      const rpcUrl = shippedRpcUrls(chain.chainId)[0];
      return {
        chainId: Number(chain.chainId),
        rpcUrl: rpcUrl && /^https?:\/\//.test(rpcUrl) ? rpcUrl : undefined,
      };
    });
}

/** Saved chains with today's shipped RPCs (a session saved earlier may carry the gateway's). */
async function savedChains(): Promise<WalletConnectParameters['chains']> {
  const saved = (await getSetting('walletConnectChains')) ?? [];
  return saved.map(({ chainId }) => ({ chainId, rpcUrl: shippedRpcUrls(String(chainId))[0] }));
}

function parametersFor(
  projectId: string,
  chains: WalletConnectParameters['chains'],
): WalletConnectParameters {
  const origin = typeof location === 'undefined' ? 'https://countersign.invalid' : location.origin;
  return {
    projectId,
    chains,
    metadata: {
      name: 'Countersign',
      description: 'Review and sign the transactions of your Safe accounts.',
      url: origin,
      icons: [`${origin}/favicon.svg`],
    },
  };
}

/** Options of `connectWalletConnect`. */
export interface ConnectWalletConnectParameters {
  projectId: string;
  chains: WalletConnectParameters['chains'];
  /** Receives the pairing URI to show as a QR code and deep link. */
  onPairingUri: (uri: string) => void;
  /** Aborts the pairing (the dialog closed): the connect promise then rejects. */
  signal?: AbortSignal;
  session?: WalletSession;
  init?: WalletConnectInit;
}

/** Pairs with a wallet app over WalletConnect and connects it as the session's wallet. */
export async function connectWalletConnect({
  projectId,
  chains,
  onPairingUri,
  signal,
  session = walletSession,
  init,
}: ConnectWalletConnectParameters): Promise<WalletConnection> {
  const wallet = await loadWalletConnect(parametersFor(projectId, chains), init);
  signal?.throwIfAborted();
  const stop = wallet.onPairingUri(onPairingUri);
  const abort = () => wallet.abortPairing();
  signal?.addEventListener('abort', abort);
  try {
    const connection = await session.connect(wallet.detail);
    void setSetting('walletConnectChains', [...chains]).catch(() => undefined);
    return connection;
  } finally {
    stop();
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * Restores the last WalletConnect session without a prompt (the package keeps the session in this
 * browser's storage); does nothing, and loads nothing, when the last wallet was another one.
 */
export async function restoreWalletConnect(
  projectId: string | undefined = appConfig.walletConnectProjectId,
  session: WalletSession = walletSession,
  init?: WalletConnectInit,
): Promise<boolean> {
  if (!projectId) return false;
  const last = await getSetting('lastWallet');
  if (last?.rdns !== WALLETCONNECT_RDNS) return false;
  const chains = await savedChains();
  if (chains.length === 0) return false;
  const wallet = await loadWalletConnect(parametersFor(projectId, chains), init);
  if (!wallet.hasSession()) return false;
  return session.reconnect(wallet.detail);
}

/** Disconnects the session's wallet; a WalletConnect session is also ended in the wallet app. */
export function disconnectWallet(session: WalletSession = walletSession): void {
  const connection = session.get();
  session.disconnect();
  if (connection?.detail.info.rdns !== WALLETCONNECT_RDNS) return;
  const projectId = appConfig.walletConnectProjectId;
  if (!projectId) return;
  void savedChains()
    .then((chains) =>
      chains?.length ? loadWalletConnect(parametersFor(projectId, chains)) : undefined,
    )
    .then((wallet) => wallet?.disconnect())
    .catch(() => undefined);
}
