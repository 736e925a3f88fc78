// The gateway base URL the app talks to: a runtime override from Settings (IndexedDB), else the
// build's `config.gatewayUrl`. Only http(s) is accepted: anything else could load local files or
// script URLs.
import { config } from '../../config';
import { parseHttpUrl } from '../../gateway/http-url';
import { deleteSetting, getSetting, setSetting } from '../../storage/settings';
import { markGatewayOverride } from './overrideMark';

/** Why an override is not saved when the browser's storage is full (the form shows it). */
export const GATEWAY_MARK_REFUSED =
  'this browser’s storage is full, so the app could not remember to keep your Safe away from the default gateway. Free some space (clear other sites’ data) and save again.';

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
      console.warn(`Gateway override not marked: ${GATEWAY_MARK_REFUSED}`);
    return url;
  } catch (error) {
    console.warn('Gateway setting could not be read', error);
    return null;
  }
}

/** Saves (validated) or clears (`null`) the override. Throws on an invalid URL. */
export async function saveGatewayUrlOverride(url: string | null): Promise<string | null> {
  const parsed = url === null || url === config.gatewayUrl ? null : parseGatewayUrl(url);
  if (parsed?.ok === false) throw new Error(parsed.message);
  if (!parsed?.ok || parsed.url === config.gatewayUrl) {
    await deleteSetting('gatewayUrl');
    markGatewayOverride(false);
    return null;
  }
  // Marked first: a page opened while the setting is being written must not preload from the old one.
  // Without the mark the next cold start would send this Safe's first requests to the default gateway.
  if (!markGatewayOverride(true)) throw new Error(GATEWAY_MARK_REFUSED);
  await setSetting('gatewayUrl', parsed.url);
  return parsed.url;
}
