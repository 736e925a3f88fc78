// "The Safe that opened this app": when this app runs as a Safe App inside a Safe host, the host's
// Safe is offered as a wallet. Its provider is the app-side client's EIP-1193 SafeAppsProvider, so
// the session's account is the Safe's address, typed-data signatures become the host's
// signTypedMessage and transactions its txs.send. The client is imported lazily: outside a frame
// (nearly always) nothing of it is loaded.
import type { ClientWindow } from '../safe-apps/client';
import type { EIP6963ProviderDetail } from './types';
import { SAFE_APP_HOST_RDNS } from './wallet-ids';

const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#12805c"/><rect x="8" y="8" width="16" height="16" rx="3" fill="none" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="3" fill="#fff"/></svg>',
  );

/** The name the connect dialog shows for the host's Safe. */
export const SAFE_APP_HOST_WALLET_NAME = 'The Safe that opened this app';

// A host answers getSafeInfo at once; a page framed by anything else never answers.
const HOST_ANSWER_MS = 3_000;

/** Options of {@link detectSafeAppHost}. */
export type DetectSafeAppHostOptions = {
  /** Default: the global window (tests pass one with a fake host as its parent). */
  window?: ClientWindow;
  /** How long to wait for the host's getSafeInfo answer. */
  timeoutMs?: number;
};

/**
 * The host's Safe as a wallet, or null when this app is not framed or the frame does not answer
 * getSafeInfo like a Safe host (never throws).
 */
export async function detectSafeAppHost({
  window: target = typeof window === 'undefined' ? undefined : window,
  timeoutMs = HOST_ANSWER_MS,
}: DetectSafeAppHostOptions = {}): Promise<EIP6963ProviderDetail | null> {
  // Not framed: the top window is its own parent.
  if (!target || !target.parent || (target.parent as unknown) === target) return null;
  try {
    const { SafeAppsSDK, SafeAppsProvider } = await import('../safe-apps/client');
    const sdk = new SafeAppsSDK({ window: target, timeoutMs });
    const info = await sdk.safe.getInfo();
    const provider = new SafeAppsProvider(info, sdk);
    return {
      info: {
        uuid: `safe-app-host-${info.chainId}-${info.safeAddress}`,
        name: SAFE_APP_HOST_WALLET_NAME,
        icon: ICON,
        rdns: SAFE_APP_HOST_RDNS,
      },
      provider,
    };
  } catch {
    // No answer in time, or an answer that is not a Safe's: not inside a Safe host.
    return null;
  }
}

let detected: Promise<EIP6963ProviderDetail | null> | undefined;

/** {@link detectSafeAppHost} for the page, asked once. */
export function safeAppHostWallet(): Promise<EIP6963ProviderDetail | null> {
  detected ??= detectSafeAppHost();
  return detected;
}
