// A chain RPC URL typed by the user (Settings): http(s) only, no credentials in the address.

/** Result of checking a typed RPC URL. */
export type ParsedRpcUrl = { ok: true; url: string } | { ok: false; message: string };

/** Validates and normalises an RPC URL; a path and query are kept (many RPCs carry a key there). */
export function parseRpcUrl(input: string): ParsedRpcUrl {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, message: 'Enter the RPC address, e.g. https://…' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, message: 'This is not a web address. Start it with https:// or http://.' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: 'Only http:// and https:// RPC addresses are allowed.' };
  }
  if (url.username || url.password) {
    return { ok: false, message: 'Remove the user name and password from the address.' };
  }
  return { ok: true, url: url.href };
}
