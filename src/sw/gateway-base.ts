// Which gateway the worker serves and drains to: the override chosen in Settings, else the build's.
// Read from IndexedDB at most every few seconds, so a change in Settings reaches the worker soon
// without an extra message, and a burst of requests does not read the setting once each.
import { config } from '../config';
import { loadGatewayUrlOverride } from '../session/gateway/gatewayUrl';

/** How long a read of the setting is reused. */
const REREAD_MS = 5_000;

let memo: { at: number; base: Promise<string> } | undefined;

/** The gateway base URL (no trailing slash) the page uses right now. */
export function currentGatewayBase(now = Date.now()): Promise<string> {
  if (!memo || now - memo.at > REREAD_MS) {
    memo = {
      at: now,
      base: loadGatewayUrlOverride().then((override) => override ?? config.gatewayUrl),
    };
  }
  return memo.base;
}
