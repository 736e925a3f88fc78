// Links inside the app carry the current `?safe=` so that moving between screens never loses the
// Safe being looked at. The `:` of EIP-3770 addresses stays readable, as in Safe{Wallet} links.
import type { To } from 'react-router';

/** Encodes a query value but keeps `:` literal (`eth:0x…`). */
export function encodeSafeParam(safe: string): string {
  return encodeURIComponent(safe).replace(/%3A/gi, ':');
}

/** A link target for `pathname` that keeps `safe` (when there is one). */
export function withSafe(pathname: string, safe: string | null | undefined): To {
  return { pathname, search: safe ? `?safe=${encodeSafeParam(safe)}` : '' };
}
