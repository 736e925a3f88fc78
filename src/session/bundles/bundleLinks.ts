// Links to bundles on this device: kept out of session/routes/links (which is on the first route)
// since only the lazy bundle screens use them.
import { ROUTES, withSafe, type AppLink } from '../routes/links';

/** `/transactions/tx?safe=…&bundle=<safeTxHash>`: a transaction opened from a held bundle. */
export function bundleTxLink(safe: string, safeTxHash: string): AppLink {
  const { pathname, search } = withSafe(ROUTES.transaction, safe);
  return { pathname, search: `${search}&bundle=${encodeURIComponent(safeTxHash)}` };
}
