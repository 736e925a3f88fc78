// The gateway client: a base URL and a fetch function, passed to every action.

import { DEFAULT_GATEWAY_URL } from './constants';

/** The subset of `fetch` the client needs; tests and the service worker can inject their own. */
export type GatewayFetch = (url: string, init: RequestInit) => Promise<Response>;

/** Where and how actions reach the gateway. */
export type GatewayClient = {
  /** Gateway origin (and optional prefix) without a trailing `/`. */
  readonly baseUrl: string;
  readonly fetch: GatewayFetch;
  /** Longest wait for one answer, body included (default {@link DEFAULT_GATEWAY_TIMEOUT_MS}). */
  readonly timeoutMs?: number;
};

/**
 * A request still unanswered after this long fails as a network error (retried with back-off, then
 * shown with Try again) instead of keeping a first visit on "Loading…" forever. Generous, so a
 * slow but working gateway still gets through.
 */
export const DEFAULT_GATEWAY_TIMEOUT_MS = 30_000;

/** Options of {@link createGatewayClient}. */
export type CreateGatewayClientParameters = {
  baseUrl?: string;
  fetch?: GatewayFetch;
  timeoutMs?: number;
};

/** Creates a client for the gateway at `baseUrl` (default: the production gateway). */
export function createGatewayClient({
  baseUrl = DEFAULT_GATEWAY_URL,
  // Looked up per call, not captured: calling a detached `window.fetch` as a method of another
  // object throws "Illegal invocation", and tests may replace the global after creation.
  fetch = (url, init) => globalThis.fetch(url, init),
  timeoutMs = DEFAULT_GATEWAY_TIMEOUT_MS,
}: CreateGatewayClientParameters = {}): GatewayClient {
  // Paths start with `/v1` or `/v2` and are appended by concatenation, so a trailing slash
  // would produce `//v1`.
  return { baseUrl: baseUrl.replace(/\/+$/, ''), fetch, timeoutMs };
}
