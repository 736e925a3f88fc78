// Saving the gateway override from Settings: in a chunk of its own, loaded when the user saves
// (GatewayClientProvider), so that its checks and message add nothing to the first route's JS.
import { config } from '../../config';
import { deleteSetting, setSetting } from '../../storage/settings';
import { parseGatewayUrl } from './gatewayUrl';
import { markGatewayOverride } from './overrideMark';

/** Why an override is not saved when the browser's storage is full (the form shows it). */
export const GATEWAY_MARK_REFUSED =
  'this browser’s storage is full, so the app could not remember to keep your Safe away from the default gateway. Free some space (clear other sites’ data) and save again.';

/** Saves (validated) or clears (`null`) the override. Throws on an invalid URL or a full storage. */
export async function saveGatewayUrlOverride(url: string | null): Promise<string | null> {
  const parsed = url === null || url === config.gatewayUrl ? null : parseGatewayUrl(url);
  if (parsed?.ok === false) throw new Error(parsed.message);
  if (!parsed?.ok || parsed.url === config.gatewayUrl) {
    await deleteSetting('gatewayUrl');
    // A mark that cannot be removed only costs the next cold start its preloads: nothing leaks.
    markGatewayOverride(false);
    return null;
  }
  // Marked first: a page opened while the setting is being written must not preload from the old one.
  // Without the mark the next cold start would send this Safe's first requests to the default gateway.
  if (!markGatewayOverride(true)) throw new Error(GATEWAY_MARK_REFUSED);
  await setSetting('gatewayUrl', parsed.url);
  return parsed.url;
}
