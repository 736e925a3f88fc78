// Typed access to the `settings` store: each key has one value type, checked at compile time.
import { openCountersignDb } from './db';

/** Colour theme choice; `system` follows `prefers-color-scheme`. */
export type ThemePreference = 'system' | 'light' | 'dark';

/** What this device knows of one signer's e-mail alert registration (the gateway hides it). */
export interface EmailAlertRecord {
  email: string;
  verified: boolean;
  /** Opted in to the devnet's daily digest (devnet only). */
  digest?: boolean;
  /** ms since epoch of the last code the gateway was asked to send; null = none pending. */
  codeSentAt: number | null;
  /** ms since epoch when the gateway last confirmed this record (register, verify, read back). */
  confirmedAt: number;
}

/** Every setting and the type of its value. */
export interface Settings {
  theme: ThemePreference;
  /** Gateway base URL chosen in Settings (http(s), no trailing slash); absent = build default. */
  gatewayUrl: string;
  /** Fiat currency code (lowercase, as the gateway lists it) for balances. */
  currency: string;
  /** The chain RPC chosen per chain (chainId → http(s) URL); absent = the chain config's rpcUri. */
  rpcUrls: Record<string, string>;
  /** The wallet last connected (EIP-6963 rdns) and its account, to reconnect without a prompt. */
  lastWallet: { rdns: string; address: string };
  /** Balances list untrusted and spam tokens too (marked); absent = hidden. */
  showHiddenTokens: boolean;
  /** Balances leave out tokens whose fiat value is exactly zero; absent = shown. */
  hideDustTokens: boolean;
  /** The account imported from an air-gapped QR wallet (ERC-4527) and what its requests name. */
  qrWalletAccount: {
    address: string;
    derivationPath: string;
    sourceFingerprint: string;
    deviceName?: string;
  };
  /** The chain ids a WalletConnect session was opened with, to restore it with the same ones. */
  walletConnectChains: { chainId: number; rpcUrl?: string }[];
  /** This browser's push identity: its uuid (kept for good) and the FCM token last registered. */
  pushDevice: {
    uuid: string;
    token: string | null;
    tokenSeenAt: number;
    /** A newer token the browser gave at start, not registered yet (Safes need signing again). */
    pendingToken?: string;
  };
  /** Queued safeTxHashes awaiting this device's owner(s), per `${chainId}:${safe}` (app badge). */
  awaitingBadge: Record<string, string[]>;
  /** E-mail alert registrations, keyed `chainId:safe:signer` (checksummed addresses). */
  emailAlerts: Record<string, EmailAlertRecord>;
}

/** Removes one setting (back to its default). */
export async function deleteSetting(key: keyof Settings): Promise<void> {
  const db = await openCountersignDb();
  await db.delete('settings', key);
}

/** Reads one setting; `undefined` when it was never written. */
export async function getSetting<K extends keyof Settings>(
  key: K,
): Promise<Settings[K] | undefined> {
  const db = await openCountersignDb();
  return (await db.get('settings', key)) as Settings[K] | undefined;
}

/** Writes one setting. */
export async function setSetting<K extends keyof Settings>(
  key: K,
  value: Settings[K],
): Promise<void> {
  const db = await openCountersignDb();
  await db.put('settings', value, key);
}
