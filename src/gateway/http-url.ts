// The one check of a web address a user types for the app to talk to (the gateway, a chain's RPC):
// http(s) only — anything else could load local files or script URLs — and no credentials in it.

/** Result of checking a typed http(s) address. */
export type ParsedHttpUrl = { ok: true; url: URL } | { ok: false; message: string };

/** Validates a typed address; `what` names it in the messages ("gateway", "RPC"). */
export function parseHttpUrl(input: string, what: string): ParsedHttpUrl {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, message: `Enter the ${what} address, e.g. https://…` };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, message: 'This is not a web address. Start it with https:// or http://.' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: `Only http:// and https:// ${what} addresses are allowed.` };
  }
  if (url.username || url.password) {
    return { ok: false, message: 'Remove the user name and password from the address.' };
  }
  return { ok: true, url };
}
