// Links to bundles on this device: kept out of session/routes/links (which is on the first route)
// since only the lazy bundle screens use them.
import { ROUTES, withSafe, type AppLink } from '../routes/links';

/** `/transactions/tx?safe=…&bundle=<safeTxHash>`: a transaction opened from a held bundle. */
export function bundleTxLink(safe: string, safeTxHash: string): AppLink {
  const { pathname, search } = withSafe(ROUTES.transaction, safe);
  return { pathname, search: `${search}&bundle=${encodeURIComponent(safeTxHash)}` };
}

/** `/transactions/msg?safe=…&bundle=<messageHash>`: a message opened from a held bundle. */
export function bundleMessageLink(safe: string, messageHash: string): AppLink {
  const { pathname, search } = withSafe(ROUTES.message, safe);
  return { pathname, search: `${search}&bundle=${encodeURIComponent(messageHash)}` };
}

/** The review link of a held bundle of either kind. */
export function heldBundleLink(
  safe: string,
  kind: 'transaction' | 'message',
  hash: string,
): AppLink {
  return kind === 'transaction' ? bundleTxLink(safe, hash) : bundleMessageLink(safe, hash);
}
