// The app side of the postMessage channel: posts requests to the parent window and settles each one
// from the host's reply with the same id. Replies are taken only as acceptance.ts allows (parent
// window, SDK version major ≥ 1, allowed origins when configured, size); everything else is
// ignored. A pending request ends by its reply, its timeout, or close().
import {
  acceptHostResponse,
  appOriginOf,
  INTERACTIVE_METHODS,
  makeRequest,
  NO_WINDOW_TEXT,
  SafeAppsClientClosedError,
  SafeAppsHostError,
  SafeAppsNoHostError,
  SafeAppsTimeoutError,
  type MethodToParams,
  type MethodToResponse,
  type OriginRule,
  type RandomBytes,
  type SafeAppsMethod,
  type SuccessResponse,
} from '../protocol';

/** The part of `window` the client uses (a test or an unusual embedder may pass its own). */
export type ClientWindow = {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

/** Options of {@link createCommunicator} (and of the SDK class). */
export type CommunicatorOptions = {
  /** Host origins to accept replies from: exact origins or patterns. Default: any. */
  allowedOrigins?: readonly OriginRule[] | null;
  /** The public SDK's name for `allowedOrigins` (patterns). */
  allowedDomains?: readonly RegExp[] | null;
  /** Log each accepted reply with console.info. */
  debug?: boolean;
  /** Milliseconds a read (no signer involved) may wait; default 30 s. */
  timeoutMs?: number;
  /** Milliseconds a request the signer answers may wait; default none (a review takes its time). */
  interactiveTimeoutMs?: number | null;
  /** The window to run in; default the global `window`. */
  window?: ClientWindow;
  /** Random source for request ids (tests). */
  randomBytes?: RandomBytes;
};

/** Sends requests to the host and resolves them with the whole success reply. */
export interface Communicator {
  /** Posts `method` with `params`; resolves with the host's success reply, rejects with its error. */
  send<M extends SafeAppsMethod>(
    method: M,
    params: MethodToParams[M],
  ): Promise<SuccessResponse<MethodToResponse[M]>>;
  /** Stops listening and rejects every pending request. */
  close(): void;
}

/** Default wait for a read. */
export const DEFAULT_READ_TIMEOUT_MS = 30_000;

type Pending = {
  resolve: (response: SuccessResponse<never>) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
};

/** Where requests are posted: each exact allowed origin (only the real one delivers), else '*'. */
function targetOriginsOf(rules: readonly OriginRule[] | null): string[] {
  if (rules && rules.length > 0 && rules.every((rule) => typeof rule === 'string')) {
    return [...new Set(rules as string[])];
  }
  return ['*'];
}

/** Exact origins as browsers write them (`https://Host.example/` → `https://host.example`). */
function normaliseOrigins(rules: readonly OriginRule[] | null): readonly OriginRule[] | null {
  return (
    rules?.map((rule) => (typeof rule === 'string' ? (appOriginOf(rule) ?? rule) : rule)) ?? null
  );
}

/** Creates the channel to the host that framed this app. */
export function createCommunicator(options: CommunicatorOptions = {}): Communicator {
  const ownWindow =
    options.window ?? (typeof window === 'undefined' ? undefined : (window as ClientWindow));
  const allowedOrigins = normaliseOrigins(options.allowedOrigins ?? options.allowedDomains ?? null);
  const targetOrigins = targetOriginsOf(allowedOrigins);
  const pending = new Map<string, Pending>();
  let closed = false;

  const onMessage = (event: MessageEvent) => {
    const verdict = acceptHostResponse(
      { source: event.source, origin: event.origin, data: event.data },
      { ownWindow, parentWindow: ownWindow?.parent, allowedOrigins },
    );
    if (!verdict.accepted) return;
    const response = verdict.message;
    const entry = pending.get(response.id);
    // Replies to nothing we asked (pushed theme updates, stale ids) are dropped.
    if (!entry) return;
    if (options.debug) console.info('Safe Apps client: reply from', event.origin, response);
    pending.delete(response.id);
    clearTimeout(entry.timer);
    if (response.success) entry.resolve(response as SuccessResponse<never>);
    else entry.reject(new SafeAppsHostError(response.error));
  };
  ownWindow?.addEventListener('message', onMessage);

  return {
    send<M extends SafeAppsMethod>(method: M, params: MethodToParams[M]) {
      if (!ownWindow) return Promise.reject(new SafeAppsNoHostError(NO_WINDOW_TEXT));
      const parent = ownWindow.parent;
      if (!parent || parent === (ownWindow as unknown)) {
        return Promise.reject(new SafeAppsNoHostError('This app is not inside a Safe host'));
      }
      if (closed) return Promise.reject(new SafeAppsClientClosedError('The client was closed'));
      const request = makeRequest(method, params, { randomBytes: options.randomBytes });
      const timeoutMs = INTERACTIVE_METHODS.has(method)
        ? (options.interactiveTimeoutMs ?? null)
        : (options.timeoutMs ?? DEFAULT_READ_TIMEOUT_MS);
      const promise = new Promise<SuccessResponse<MethodToResponse[M]>>((resolve, reject) => {
        const timer =
          timeoutMs === null
            ? undefined
            : setTimeout(() => {
                pending.delete(request.id);
                reject(new SafeAppsTimeoutError(`No answer to ${method} within ${timeoutMs} ms`));
              }, timeoutMs);
        pending.set(request.id, { resolve: resolve as Pending['resolve'], reject, timer });
      });
      try {
        for (const targetOrigin of targetOrigins) parent.postMessage(request, targetOrigin);
      } catch (error) {
        // A request that cannot be cloned (functions, DOM nodes) never leaves: fail it now.
        const entry = pending.get(request.id);
        pending.delete(request.id);
        clearTimeout(entry?.timer);
        entry?.reject(new SafeAppsNoHostError('The request could not be posted', { cause: error }));
      }
      return promise;
    },
    close() {
      closed = true;
      ownWindow?.removeEventListener('message', onMessage);
      for (const [id, entry] of pending) {
        clearTimeout(entry.timer);
        entry.reject(new SafeAppsClientClosedError('The client was closed'));
        pending.delete(id);
      }
    },
  };
}
