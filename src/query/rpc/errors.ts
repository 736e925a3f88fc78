// Typed failures of JSON-RPC calls to a chain's node. Separate classes so the UI can tell "this
// app cannot use that RPC" (configuration) from "offline" (network) from "the node said no".
import { BaseError } from '../../errors';

/** Why a chain's RPC cannot be used from this app. */
export type RpcUnavailableReason =
  | 'API_KEY_REQUIRED'
  | 'NOT_HTTP'
  | 'INVALID_ADDRESS'
  /** No RPC independent of the gateway is known for the chain. */
  | 'NO_RPC';

/** The chain's RPC cannot be asked from here (needs an API key, not an http(s) URL, bad input). */
export class RpcUnavailableError extends BaseError {
  override name = 'RpcUnavailableError' as const;
  /** Which of the reasons applies. */
  readonly reason: RpcUnavailableReason;

  /** Explains why the call is not made. */
  constructor(reason: RpcUnavailableReason, message: string, { cause }: { cause?: unknown } = {}) {
    super(message, { cause });
    this.reason = reason;
  }
}

/** The request never got an HTTP answer (offline, DNS, CORS, connection reset). */
export class RpcNetworkError extends BaseError {
  override name = 'RpcNetworkError' as const;

  /** Wraps the rejection of `fetch`. */
  constructor(
    message = 'The chain’s RPC could not be reached',
    { cause }: { cause?: unknown } = {},
  ) {
    super(message, { cause });
  }
}

/** The node took longer than the review waits: a hung RPC must block signing, not hold it. */
export class RpcTimeoutError extends BaseError {
  override name = 'RpcTimeoutError' as const;
  /** How long it was given (ms). */
  readonly timeoutMs: number;

  /** Says how long the node was given. */
  constructor(timeoutMs: number) {
    super(`The chain’s RPC did not answer within ${timeoutMs / 1000} s`);
    this.timeoutMs = timeoutMs;
  }
}

/** The node answered with an HTTP error status. */
export class RpcHttpError extends BaseError {
  override name = 'RpcHttpError' as const;
  /** HTTP status of the response (read by the QueryClient's retry rule). */
  readonly status: number;

  /** Wraps a non-2xx response. */
  constructor(status: number, { cause }: { cause?: unknown } = {}) {
    super(`The chain’s RPC answered HTTP ${status}`, { cause });
    this.status = status;
  }
}

/** The node answered with a JSON-RPC error object; `message` is the node's own text. */
export class JsonRpcError extends BaseError {
  override name = 'JsonRpcError' as const;
  /** The JSON-RPC error code (e.g. -32602). */
  readonly code: number;
  /** The error's `data`, when the node sent one. */
  readonly data: unknown;

  /** Wraps `{ error: { code, message, data } }`. */
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/** The node's answer is not a JSON-RPC response of the expected shape. */
export class RpcResponseError extends BaseError {
  override name = 'RpcResponseError' as const;

  /** Describes what was wrong with the answer. */
  constructor(message: string, { cause }: { cause?: unknown } = {}) {
    super(message, { cause });
  }
}

/** Whether retrying may help: the network or a 5xx, never a node's refusal or bad configuration. */
export function isTransientRpcError(error: unknown): boolean {
  return error instanceof RpcNetworkError || (error instanceof RpcHttpError && error.status >= 500);
}
