// The connected wallet: which EIP-6963 wallet, which account. Kept outside React so provider
// events update it directly; the address is mirrored into the transactions feature's store so
// queue rows can mark "needs your signature".
import { getAddress, isAddress } from 'ethers';
import { useSyncExternalStore } from 'react';
import type { EIP1193Provider, EIP6963ProviderDetail } from '../../../wallet/types';
import { deleteSetting, getSetting, setSetting } from '../../../storage/settings';
import { setConnectedAddress } from '../transactions/useConnectedAddress';

/** A connected wallet. */
export interface WalletConnection {
  detail: EIP6963ProviderDetail;
  /** Checksummed account. */
  address: string;
}

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

let connection: WalletConnection | null = null;
let stopListening: (() => void) | undefined;
const listeners = new Set<() => void>();

function publish(next: WalletConnection | null): void {
  connection = next;
  setConnectedAddress(next?.address ?? null);
  for (const listener of listeners) listener();
}

/** Asks the wallet for an account (choosing `account` first when the wallet has a picker). */
export async function connectWallet(
  detail: EIP6963ProviderDetail,
  account?: string,
): Promise<WalletConnection> {
  const { provider } = detail;
  if (account && hasAccountPicker(provider)) provider.selectAccount(account);
  const accounts = await provider.request({ method: 'eth_requestAccounts' });
  const first = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof first !== 'string' || !isAddress(first)) {
    throw new Error(`${detail.info.name} returned no account. Unlock it and try again.`);
  }
  stopListening?.();
  const onAccounts = (...args: unknown[]) => {
    const next = Array.isArray(args[0]) ? args[0][0] : undefined;
    if (typeof next === 'string' && isAddress(next)) publish({ detail, address: getAddress(next) });
    else disconnectWallet();
  };
  provider.on?.('accountsChanged', onAccounts);
  stopListening = () => provider.removeListener?.('accountsChanged', onAccounts);
  const next = { detail, address: getAddress(first) };
  publish(next);
  // Remembered only after the wallet granted an account.
  void setSetting('lastWallet', { rdns: detail.info.rdns, address: next.address }).catch(
    () => undefined,
  );
  return next;
}

/**
 * Reconnects silently to the wallet used last time: only if it announces again and still exposes
 * the same account through `eth_accounts` (which never prompts).
 */
export async function reconnectWallet(detail: EIP6963ProviderDetail): Promise<boolean> {
  if (connection) return false;
  const last = await getSetting('lastWallet').catch(() => undefined);
  if (!last || last.rdns !== detail.info.rdns) return false;
  // A local account picker (devnet test signer) never prompts: reconnect when it has the account.
  const accounts = hasAccountPicker(detail.provider)
    ? detail.provider.accounts
    : await detail.provider.request({ method: 'eth_accounts' }).catch(() => []);
  const same =
    Array.isArray(accounts) &&
    accounts.some((a) => typeof a === 'string' && a.toLowerCase() === last.address.toLowerCase());
  if (!same) return false;
  await connectWallet(detail, last.address);
  return true;
}

/** Forgets the connection (the wallet itself may keep its permission). */
export function disconnectWallet(): void {
  void deleteSetting('lastWallet').catch(() => undefined);
  stopListening?.();
  stopListening = undefined;
  publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current wallet connection, or null. */
export function useWalletConnection(): WalletConnection | null {
  return useSyncExternalStore(
    subscribe,
    () => connection,
    () => null,
  );
}
