import type { EIP6963ProviderDetail } from './types';

const ANNOUNCE = 'eip6963:announceProvider';
const REQUEST = 'eip6963:requestProvider';

/** The EventTarget that wallets announce on (the page's window). */
export type AnnouncementTarget = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
>;

/**
 * Collects every wallet announced through EIP-6963, now and later. Returns a stop function.
 * Wallets may announce at any time (extensions load late), so this keeps listening.
 */
export function watchAnnouncedProviders(
  onProvider: (detail: EIP6963ProviderDetail) => void,
  target: AnnouncementTarget = window,
): () => void {
  const seen = new Set<string>();
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<EIP6963ProviderDetail>).detail;
    if (!isProviderDetail(detail) || seen.has(detail.info.uuid)) return;
    seen.add(detail.info.uuid);
    onProvider(detail);
  };
  target.addEventListener(ANNOUNCE, listener);
  target.dispatchEvent(new Event(REQUEST));
  return () => target.removeEventListener(ANNOUNCE, listener);
}

/** Announces a provider now and again whenever a dapp asks (the wallet side of EIP-6963). */
export function announceProvider(
  detail: EIP6963ProviderDetail,
  target: AnnouncementTarget = window,
): () => void {
  const frozen = Object.freeze({
    info: Object.freeze({ ...detail.info }),
    provider: detail.provider,
  });
  const announce = () => target.dispatchEvent(new CustomEvent(ANNOUNCE, { detail: frozen }));
  target.addEventListener(REQUEST, announce);
  announce();
  return () => target.removeEventListener(REQUEST, announce);
}

function isProviderDetail(value: unknown): value is EIP6963ProviderDetail {
  if (typeof value !== 'object' || value === null) return false;
  const { info, provider } = value as Partial<EIP6963ProviderDetail>;
  return (
    typeof info?.uuid === 'string' &&
    typeof info.name === 'string' &&
    typeof info.rdns === 'string' &&
    // Icons are rendered as <img src>; only inline data URIs are accepted (no remote loads).
    typeof info.icon === 'string' &&
    info.icon.startsWith('data:image/') &&
    typeof provider?.request === 'function'
  );
}
