// The gateway base URL the app talks to: a runtime override from Settings (IndexedDB), else the
// build's `config.gatewayUrl`. Only http(s) is accepted: anything else could load local files or
// script URLs.
import { parseHttpUrl } from '../../gateway/http-url';
import { getSetting } from '../../storage/settings';
import { markGatewayOverride } from './overrideMark';

/** Result of checking a typed gateway URL. */
export type ParsedGatewayUrl = { ok: true; url: string } | { ok: false; message: string };

/** Validates and normalises a gateway URL (http or https, no credentials, no trailing slash). */
export function parseGatewayUrl(input: string): ParsedGatewayUrl {
  const parsed = parseHttpUrl(input, 'gateway');
  if (!parsed.ok) return parsed;
  const { url } = parsed;
  if (url.search || url.hash) {
    return { ok: false, message: 'Remove the ?query or #fragment from the address.' };
  }
  return { ok: true, url: `${url.origin}${url.pathname}`.replace(/\/+$/, '') };
}

/** Reads the saved override; an unreadable or invalid value counts as none. */
export async function loadGatewayUrlOverride(): Promise<string | null> {
  try {
    const saved = await getSetting('gatewayUrl');
    const parsed = typeof saved === 'string' ? parseGatewayUrl(saved) : null;
    const url = parsed?.ok ? parsed.url : null;
    // Kept in step on every start: an override saved before the mark existed gets it now.
    if (!markGatewayOverride(url !== null))
      console.warn('Gateway override not marked: storage full');
    return url;
  } catch (error) {
    console.warn('Gateway setting could not be read', error);
    return null;
  }
}
