// WalletConnect v2 as one more wallet: `@walletconnect/ethereum-provider` is imported only here and
// only when called (the user chose WalletConnect, or the last wallet was a WalletConnect session),
// so its relay client never weighs on the first screen. The pairing URI goes to the caller, which
// draws the QR code and the deep link itself: the package's own modal (Reown AppKit) stays out.
import { WalletSessionError } from './session-errors';
import type { EIP1193Provider, EIP6963ProviderDetail } from './types';
import { WALLETCONNECT_RDNS } from './wallet-ids';

const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#3b99fc"/><path d="M9 13c4-4 10-4 14 0l-2 2c-3-3-7-3-10 0zm3 4 4 4 4-4" fill="none" stroke="#fff" stroke-width="2"/></svg>',
  );

/** What WalletConnect needs: the project id and the chains the session may use. */
export interface WalletConnectParameters {
  readonly projectId: string;
  /** EIP-155 chain ids the wallet may be on (at least one), with their RPC URLs when known. */
  readonly chains: readonly { chainId: number; rpcUrl?: string }[];
  /** This app as the wallet shows it. */
  readonly metadata: { name: string; description: string; url: string; icons: string[] };
}

/** A WalletConnect wallet: the detail the wallet session connects, and pairing controls. */
export interface WalletConnectWallet {
  readonly detail: EIP6963ProviderDetail;
  /** Calls `listener` with each pairing URI (`wc:…`); returns the unsubscribe function. */
  onPairingUri(listener: (uri: string) => void): () => void;
  /** Stops a pairing in progress: the pending connect rejects and nothing is remembered. */
  abortPairing(): void;
  /** True when a session was restored from this browser's storage. */
  hasSession(): boolean;
  /** Ends the session on both sides (the wallet app sees it disconnect). */
  disconnect(): Promise<void>;
}

/** The structural part of EthereumProvider this module uses (kept narrow for tests). */
export interface WalletConnectProviderLike {
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener(event: string, listener: (...args: unknown[]) => void): unknown;
  disconnect(): Promise<void>;
  readonly session: unknown;
  readonly signer: { abortPairingAttempt(): void };
}

/** Loads the package and creates (once per page) the provider; tests pass their own `init`. */
export type WalletConnectInit = (
  parameters: WalletConnectParameters,
) => Promise<WalletConnectProviderLike>;

const packageInit: WalletConnectInit = async ({ projectId, chains, metadata }) => {
  const { EthereumProvider } = await import('@walletconnect/ethereum-provider');
  const [first, ...rest] = chains.map((chain) => chain.chainId);
  if (first === undefined) {
    throw new WalletSessionError('WalletConnect needs at least one chain.', {
      details: 'The gateway listed no chains; reload once it answers.',
    });
  }
  const rpcMap: Record<string, string> = {};
  for (const chain of chains) if (chain.rpcUrl) rpcMap[String(chain.chainId)] = chain.rpcUrl;
  return EthereumProvider.init({
    projectId,
    showQrModal: false,
    optionalChains: [first, ...rest],
    rpcMap,
    metadata,
  }) as unknown as Promise<WalletConnectProviderLike>;
};

let shared: { key: string; wallet: Promise<WalletConnectWallet> } | undefined;

/** The page's WalletConnect wallet for `parameters` (created on first call, then reused). */
export function loadWalletConnect(
  parameters: WalletConnectParameters,
  init: WalletConnectInit = packageInit,
): Promise<WalletConnectWallet> {
  const key = `${parameters.projectId}|${parameters.chains.map((c) => c.chainId).join(',')}`;
  if (shared?.key !== key) {
    const wallet = init(parameters).then(wrapProvider);
    // A failed load (offline, blocked relay) may be retried by choosing WalletConnect again.
    wallet.catch(() => {
      if (shared?.wallet === wallet) shared = undefined;
    });
    shared = { key, wallet };
  }
  return shared.wallet;
}

/** Wraps the package's provider as an EIP-1193 provider detail with pairing controls. */
export function wrapProvider(provider: WalletConnectProviderLike): WalletConnectWallet {
  const eip1193: EIP1193Provider = {
    request: (args) => provider.request(args),
    on: (event, listener) => void provider.on(event, listener),
    removeListener: (event, listener) => void provider.removeListener(event, listener),
  };
  return {
    detail: {
      info: { uuid: 'walletconnect', name: 'WalletConnect', icon: ICON, rdns: WALLETCONNECT_RDNS },
      provider: eip1193,
    },
    onPairingUri(listener) {
      const onUri = (...args: unknown[]) => {
        if (typeof args[0] === 'string' && args[0].startsWith('wc:')) listener(args[0]);
      };
      provider.on('display_uri', onUri);
      return () => void provider.removeListener('display_uri', onUri);
    },
    abortPairing: () => provider.signer.abortPairingAttempt(),
    hasSession: () => Boolean(provider.session),
    disconnect: () => provider.disconnect(),
  };
}
