// Typed failures of gateway requests. Two classes so the UI can tell "offline" (network) from
// "the gateway said no" (HTTP), which it shows and retries differently.
import { BaseError } from '../errors';

/** Details attached to a {@link GatewayError}. */
export type GatewayErrorDetails = {
  /** HTTP status of the response. */
  status: number;
  /** The body's `code` (a zod issue code or an upstream HTTP status), when it has one. */
  code?: string | number;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body?: unknown;
  /** How long the gateway asked to wait before asking again (its Retry-After), in ms. */
  retryAfterMs?: number;
  cause?: unknown;
};

/**
 * The gateway answered with an error, or with content that is not JSON. `message` is exactly
 * the spec §8 text: `code: message`, the HTTP status text, or `Invalid response content`.
 */
export class GatewayError extends BaseError {
  override name = 'GatewayError' as const;
  /** HTTP status of the response. */
  readonly status: number;
  /** The body's `code`, when it had a string or number one. */
  readonly code: string | number | undefined;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  readonly body: unknown;
  /** The gateway's Retry-After in ms, when it sent a readable one. */
  readonly retryAfterMs: number | undefined;

  /** Wraps a failed gateway response. */
  constructor(message: string, { status, code, body, retryAfterMs, cause }: GatewayErrorDetails) {
    super(message, { cause });
    this.status = status;
    this.code = code;
    this.body = body;
    this.retryAfterMs = retryAfterMs;
  }
}

/** The request never got an HTTP answer (offline, DNS, CORS, connection reset). */
export class GatewayNetworkError extends BaseError {
  override name = 'GatewayNetworkError' as const;

  /** Wraps the rejection of `fetch`. */
  constructor(message = 'Network request failed', { cause }: { cause?: unknown } = {}) {
    super(message, { cause });
  }
}

/** Every error a gateway action can throw. */
export type GatewayRequestErrorType = GatewayError | GatewayNetworkError;

/** Whether `error` came from the gateway client (either kind). */
export function isGatewayRequestError(error: unknown): error is GatewayRequestErrorType {
  return error instanceof GatewayError || error instanceof GatewayNetworkError;
}
