// `window.ethereum` as a wallet like any announced one, for browsers whose wallet predates EIP-6963
// (older extensions, some in-app mobile browsers). Offered only when no wallet announces itself,
// since an announcing wallet also injects `window.ethereum` and would otherwise be listed twice.
import type { EIP1193Provider, EIP6963ProviderDetail } from './types';
import { INJECTED_RDNS } from './wallet-ids';

const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#475569"/><path d="M8 11h16v12H8z M11 8h10v3" fill="none" stroke="#fff" stroke-width="2"/><circle cx="20" cy="17" r="1.6" fill="#fff"/></svg>',
  );

function isProvider(value: unknown): value is EIP1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  );
}

/** The injected provider wrapped as a provider detail with a generic name and icon; null if none. */
export function injectedWalletDetail(
  target: object | undefined = typeof window === 'undefined' ? undefined : window,
): EIP6963ProviderDetail | null {
  const provider = (target as { ethereum?: unknown } | undefined)?.ethereum;
  if (!isProvider(provider)) return null;
  return {
    info: {
      uuid: 'injected-window-ethereum',
      name: 'Browser wallet',
      icon: ICON,
      rdns: INJECTED_RDNS,
    },
    provider,
  };
}

/** The wallets to offer: every announced one, or the injected provider when none announced. */
export function walletsToOffer(
  announced: readonly EIP6963ProviderDetail[],
  injected: EIP6963ProviderDetail | null,
): EIP6963ProviderDetail[] {
  if (announced.length > 0 || !injected) return [...announced];
  return [injected];
}
