// The one wallet session of the app: which wallet is connected, with which account, on which chain,
// and the signing calls that go to it. Kept outside React so provider events update it directly
// and non-UI code (the outbox, push registration) can sign through the same session; screens read
// it through `useWalletSession` (src/session/wallet).
import { getAddress, isAddress } from 'ethers';
import { deleteSetting, getSetting, setSetting } from '../storage/settings';
import { WalletSessionError } from './session-errors';
import type { EIP1193Provider, EIP6963ProviderDetail } from './types';

/** A provider that lets the user choose among several local accounts (the devnet test signer). */
export interface AccountPickerProvider extends EIP1193Provider {
  readonly accounts: readonly string[];
  selectAccount(address: string): void;
}

/** True for a provider offering an account picker (duck-typed: the devnet module stays out). */
export function hasAccountPicker(provider: EIP1193Provider): provider is AccountPickerProvider {
  const candidate = provider as Partial<AccountPickerProvider>;
  return Array.isArray(candidate.accounts) && typeof candidate.selectAccount === 'function';
}

/** A connected wallet. */
export interface WalletConnection {
  detail: EIP6963ProviderDetail;
  /** Checksummed account. */
  address: string;
  /** The wallet's chain (decimal string, like the gateway's chain ids); null until it says. */
  chainId: string | null;
}

/** A transaction the wallet sends from the connected account (hex quantities, EIP-1474). */
export interface WalletTransactionRequest {
  /** The sending account (the connected one). */
  from?: string;
  to: string;
  data?: string;
  value?: string;
  gas?: string;
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
  /** Legacy fee, for chains without EIP-1559. */
  gasPrice?: string;
  /** Fixed by the app so the transaction's hash is known before the wallet is asked. */
  nonce?: string;
  /** The chain id (hex); a wallet on another chain refuses. */
  chainId?: string;
  /** '0x2' (EIP-1559) or '0x0' (legacy). */
  type?: string;
}

/** The last wallet, remembered so it reconnects silently (IndexedDB `settings` by default). */
export interface LastWalletStore {
  get(): Promise<{ rdns: string; address: string } | undefined>;
  set(value: { rdns: string; address: string }): Promise<void>;
  clear(): Promise<void>;
}

const settingsLastWallet: LastWalletStore = {
  get: () => getSetting('lastWallet'),
  set: (value) => setSetting('lastWallet', value),
  clear: () => deleteSetting('lastWallet'),
};

/** The wallet session: state, subscription and the calls that need the wallet. */
export interface WalletSession {
  /** The current connection, or null. */
  get(): WalletConnection | null;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Asks the wallet for an account (choosing `account` first when it has a picker). */
  connect(detail: EIP6963ProviderDetail, account?: string): Promise<WalletConnection>;
  /** Reconnects without a prompt to the last wallet if it still exposes the same account. */
  reconnect(detail: EIP6963ProviderDetail): Promise<boolean>;
  /** Forgets the connection (the wallet itself may keep its permission). */
  disconnect(): void;
  /** `eth_signTypedData_v4` with the connected account; returns the signature. */
  signTypedData(typedData: object): Promise<string>;
  /** `personal_sign` of `message` (a string, or 0x-hex bytes) with the connected account. */
  personalSign(message: string): Promise<string>;
  /** `eth_sendTransaction` from the connected account; returns the transaction hash. */
  sendTransaction(transaction: WalletTransactionRequest): Promise<string>;
}

/** Options of `createWalletSession`. */
export interface CreateWalletSessionParameters {
  /** Where the last wallet is remembered. */
  lastWallet?: LastWalletStore;
}

/** Parses a chain id the wallet sent (hex or decimal) into a decimal string; null if not one. */
export function parseWalletChainId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  if (typeof value !== 'string' || !/^(0x[0-9a-f]+|[0-9]+)$/i.test(value)) return null;
  const id = BigInt(value);
  return id > 0n ? id.toString() : null;
}

const firstAccount = (accounts: unknown): string | undefined => {
  const first = Array.isArray(accounts) ? accounts[0] : undefined;
  return typeof first === 'string' && isAddress(first) ? getAddress(first) : undefined;
};

/** Creates a wallet session (the app uses the one `walletSession` below). */
export function createWalletSession({
  lastWallet = settingsLastWallet,
}: CreateWalletSessionParameters = {}): WalletSession {
  let connection: WalletConnection | null = null;
  let stopListening: (() => void) | undefined;
  const listeners = new Set<() => void>();

  function publish(next: WalletConnection | null): void {
    connection = next;
    for (const listener of listeners) listener();
  }

  function listen(detail: EIP6963ProviderDetail): void {
    stopListening?.();
    const { provider } = detail;
    const onAccounts = (...args: unknown[]) => {
      const next = firstAccount(args[0]);
      if (!next) return disconnect();
      if (connection?.detail === detail) publish({ ...connection, address: next });
    };
    const onChain = (...args: unknown[]) => {
      if (connection?.detail === detail)
        publish({ ...connection, chainId: parseWalletChainId(args[0]) });
    };
    const onDisconnect = () => disconnect();
    provider.on?.('accountsChanged', onAccounts);
    provider.on?.('chainChanged', onChain);
    provider.on?.('disconnect', onDisconnect);
    stopListening = () => {
      provider.removeListener?.('accountsChanged', onAccounts);
      provider.removeListener?.('chainChanged', onChain);
      provider.removeListener?.('disconnect', onDisconnect);
    };
  }

  async function connect(detail: EIP6963ProviderDetail, account?: string) {
    const { provider } = detail;
    if (account && hasAccountPicker(provider)) provider.selectAccount(account);
    const address = firstAccount(await provider.request({ method: 'eth_requestAccounts' }));
    if (!address) {
      throw new WalletSessionError(`${detail.info.name} returned no account.`, {
        details: 'Unlock the wallet and try again.',
      });
    }
    // A wallet that cannot tell its chain still connects; screens then ask it to switch.
    const chainId = await provider
      .request({ method: 'eth_chainId' })
      .then(parseWalletChainId, () => null);
    listen(detail);
    const next: WalletConnection = { detail, address, chainId };
    publish(next);
    // Remembered only after the wallet granted an account.
    void lastWallet.set({ rdns: detail.info.rdns, address }).catch(() => undefined);
    return next;
  }

  async function reconnect(detail: EIP6963ProviderDetail): Promise<boolean> {
    if (connection) return false;
    const last = await lastWallet.get().catch(() => undefined);
    if (!last || last.rdns !== detail.info.rdns) return false;
    // A local account picker (devnet test signer) never prompts: reconnect when it has the account.
    const accounts = hasAccountPicker(detail.provider)
      ? detail.provider.accounts
      : await detail.provider.request({ method: 'eth_accounts' }).catch(() => []);
    const same =
      Array.isArray(accounts) &&
      accounts.some((a) => typeof a === 'string' && a.toLowerCase() === last.address.toLowerCase());
    if (!same) return false;
    await connect(detail, last.address);
    return true;
  }

  function disconnect(): void {
    void lastWallet.clear().catch(() => undefined);
    stopListening?.();
    stopListening = undefined;
    publish(null);
  }

  function connected(): WalletConnection {
    if (!connection) {
      throw new WalletSessionError('No wallet is connected.', {
        details: 'Connect a wallet that owns this Safe, then try again.',
      });
    }
    return connection;
  }

  async function signTypedData(typedData: object): Promise<string> {
    const { detail, address } = connected();
    const signature = await detail.provider.request({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    });
    return expectHex(signature, 'signature');
  }

  async function personalSign(message: string): Promise<string> {
    const { detail, address } = connected();
    const signature = await detail.provider.request({
      method: 'personal_sign',
      params: [message, address],
    });
    return expectHex(signature, 'signature');
  }

  async function sendTransaction(transaction: WalletTransactionRequest): Promise<string> {
    const { detail, address } = connected();
    const hash = await detail.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, ...transaction }],
    });
    return expectHex(hash, 'transaction hash');
  }

  return {
    get: () => connection,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect,
    reconnect,
    disconnect,
    signTypedData,
    personalSign,
    sendTransaction,
  };
}

/** A wallet's answer must be 0x-hex; anything else is reported, never passed on. */
function expectHex(value: unknown, what: string): string {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)) return value;
  throw new WalletSessionError(`The wallet returned no valid ${what}.`, {
    details: `It answered ${JSON.stringify(value)?.slice(0, 80) ?? String(value)}.`,
  });
}

/** The app's wallet session. */
export const walletSession: WalletSession = createWalletSession();
