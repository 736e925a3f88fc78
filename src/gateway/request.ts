// The one function every action goes through: builds the URL, sends JSON, and turns the answer
// into a value or a typed error following spec §8 (the SDK 3.21.10 behaviour).

import { cachedAtOfResponse, markCachedAt } from './cachedAt';
import { DEFAULT_GATEWAY_TIMEOUT_MS, type GatewayClient } from './client';
import { coolDown, coolingDown } from './cooldown';
import { GatewayError, GatewayNetworkError } from './errors';
import type { ShapeCheck } from './shape';

/** Options every action accepts besides its own parameters. */
export type RequestOptions = {
  /** Cancels the request (TanStack Query passes one to every query function). */
  signal?: AbortSignal;
};

/** Values a path placeholder or query parameter may take. */
export type QueryValue = string | number | boolean | null | undefined;

/** What one gateway call needs. */
export type GatewayRequest = RequestOptions & {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path template such as `/v1/chains/{chainId}/safes/{address}`. */
  path: string;
  pathParams?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  /** An absolute `next`/`previous` URL from a page: fetched as is, path and query ignored. */
  pageUrl?: string;
  /** The outline a successful answer must have; anything else fails as a GatewayError. */
  shape?: ShapeCheck;
};

/**
 * Fills `{name}` placeholders with `String(value)`, without URL-encoding and without checks,
 * as the SDK does: the values are addresses, hashes, ids and numbers that need no encoding,
 * the gateway validates them itself, and encoding would make our URLs differ from the ones the
 * gateway builds into `next`/`previous`.
 */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_placeholder, name: string) => String(params[name]));
}

/** `?a=1&b=2` from the defined entries of `query`, or `''` when there are none. */
export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value != null) search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The absolute URL a request goes to. */
export function buildUrl(client: GatewayClient, call: GatewayRequest): string {
  if (call.pageUrl !== undefined) return call.pageUrl;
  return client.baseUrl + fillPath(call.path, call.pathParams) + toQueryString(call.query);
}

// An error body the spec §8 rule accepts: an object carrying both `code` and `message`.
function isCodeAndMessage(body: unknown): body is { code: unknown; message: unknown } {
  return typeof body === 'object' && body !== null && 'code' in body && 'message' in body;
}

// The body's `code`, kept on the error so callers can branch on it (404, `custom`, …).
function codeOf(body: unknown): string | number | undefined {
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  const { code } = body;
  return typeof code === 'string' || typeof code === 'number' ? code : undefined;
}

/** A Retry-After header (seconds or an HTTP date) in ms from `now`; undefined when unreadable. */
export function retryAfterMsOf(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Sends one request and resolves the parsed JSON body, or `undefined` when there is none. */
export async function request<T>(client: GatewayClient, call: GatewayRequest): Promise<T> {
  const headers = new Headers(call.headers);
  // As the SDK: a GET declares JSON only when the caller passed headers of its own. A bare GET
  // stays a CORS "simple request", so it costs no preflight round trip. Everything else declares
  // JSON, set after the caller's headers so it wins whatever they passed.
  if (call.method !== 'GET' || call.headers !== undefined) {
    headers.set('Content-Type', 'application/json');
  }
  const url = buildUrl(client, call);
  // Only reads wait out a Retry-After here: a write's outcome is the caller's to report.
  const waiting = call.method === 'GET' ? coolingDown(url) : undefined;
  if (waiting) throw waiting;

  // One signal for the caller's cancellation and the client's time limit, body read included.
  const limit = new AbortController();
  const timeoutMs = client.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS;
  const timer = setTimeout(() => limit.abort(), timeoutMs);
  const cancel = () => limit.abort(call.signal?.reason);
  if (call.signal?.aborted) cancel();
  else call.signal?.addEventListener('abort', cancel, { once: true });
  const init: RequestInit = { method: call.method, headers, signal: limit.signal };
  if (call.body != null) {
    // Strings go out verbatim, as in the SDK: `verify-resend` sends '' (no body), and a
    // JSON-encoded '""' would be rejected by a strict JSON body parser.
    init.body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
  }

  let response: Response;
  let text: string;
  try {
    response = await client.fetch(url, init);
    text = response.status === 204 ? '' : await response.text();
  } catch (cause) {
    // Cancellation is the caller's own doing, not a network failure: let it through as is.
    if (call.signal?.aborted) throw cause;
    throw new GatewayNetworkError('Network request failed', {
      cause: limit.signal.aborted ? new Error(`No answer within ${timeoutMs / 1000} s`) : cause,
    });
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', cancel);
  }

  let body: unknown = undefined;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch (cause) {
      // Checked before `ok`, as SDK 3.21.10 does, so an HTML error page gets this message too.
      throw new GatewayError('Invalid response content', {
        status: response.status,
        body: text,
        cause,
      });
    }
  }

  if (!response.ok) {
    const message = isCodeAndMessage(body)
      ? `${String(body.code)}: ${String(body.message)}`
      : // HTTP/2 has no reason phrase; fall back to the number rather than an empty message.
        response.statusText || String(response.status);
    const error = new GatewayError(message, {
      status: response.status,
      code: codeOf(body),
      body,
      retryAfterMs: retryAfterMsOf(response.headers.get('Retry-After')),
    });
    if (call.method === 'GET') coolDown(url, error);
    throw error;
  }

  const problem = call.shape?.(body) ?? null;
  if (problem !== null) {
    throw new GatewayError(`Unexpected answer: ${problem}`, { status: response.status, body });
  }

  // Served by the service worker from its copy: the query layer dates the data by this.
  const storedAt = cachedAtOfResponse(response);
  if (storedAt !== undefined) markCachedAt(body, storedAt);
  return body as T;
}
