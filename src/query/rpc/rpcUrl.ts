// A chain RPC URL typed by the user (Settings): http(s) only, no credentials in the address.
import { parseHttpUrl } from '../../gateway/http-url';

/** Result of checking a typed RPC URL. */
export type ParsedRpcUrl = { ok: true; url: string } | { ok: false; message: string };

/** Validates and normalises an RPC URL; a path and query are kept (many RPCs carry a key there). */
export function parseRpcUrl(input: string): ParsedRpcUrl {
  const parsed = parseHttpUrl(input, 'RPC');
  return parsed.ok ? { ok: true, url: parsed.url.href } : parsed;
}
