// The host side of one embedded app: takes messages from the app's iframe, drops every one the
// acceptance rules refuse (no reply, nothing changes), checks params, runs reads at once and
// requests a signer answers one at a time, and posts each reply to the app's origin only.
// No React and no DOM: the iframe window, `postMessage` and the handlers are given.
import {
  acceptAppRequest,
  INTERACTIVE_METHODS,
  makeErrorResponse,
  makeSuccessResponse,
  readRequestParams,
  REQUEST_FAILED_TEXT,
  SafeAppsError,
  type MessageLike,
  type RejectionReason,
  type SafeAppsMethod,
  type SafeAppsResponse,
  type ValidRequest,
} from '../protocol';
import { NoReplyError } from './hostErrors';

/** Methods a signer (or the user) answers: they wait their turn. */
export type InteractiveMethod =
  'sendTransactions' | 'signMessage' | 'signTypedMessage' | 'wallet_requestPermissions';

/** A checked request a signer or the user must answer. */
export type InteractiveRequest = Extract<ValidRequest, { method: InteractiveMethod }>;

/** A checked request the host answers by itself. */
export type ReadRequest = Exclude<ValidRequest, { method: InteractiveMethod }>;

/** What the host needs from its surroundings. */
export interface AppHostOptions {
  /** The app URL's origin: the only origin heard and the only one replied to. */
  appOrigin: string;
  /** The app iframe's current `contentWindow` (null before it loads). */
  getAppWindow: () => unknown;
  /** Sends a reply (the caller passes it to `appWindow.postMessage(reply, targetOrigin)`). */
  post: (reply: SafeAppsResponse, targetOrigin: string) => void;
  /** Answers a read; throws for an error reply ({@link NoReplyError} for none). */
  answerRead: (request: ReadRequest) => Promise<unknown>;
  /**
   * Answers a request the user must act on; called for one request at a time, the next only
   * after the previous settled. Throws for an error reply.
   */
  answerInteractive: (request: InteractiveRequest) => Promise<unknown>;
}

/** The requests waiting for the user: the one shown and the ones after it. */
export interface HostQueue {
  current: InteractiveRequest | null;
  waiting: readonly InteractiveRequest[];
}

/** One app's host. */
export interface AppHost {
  /** Handles a message event; returns why it was dropped, or null when it was taken. */
  receive(event: MessageLike): RejectionReason | 'params' | null;
  /** The interactive requests now shown and waiting. */
  queue(): HostQueue;
  /** Calls `listener` whenever the queue changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Stops: later messages are dropped and nothing more is posted. */
  close(): void;
}

const isInteractive = (request: ValidRequest): request is InteractiveRequest =>
  INTERACTIVE_METHODS.has(request.method as SafeAppsMethod) &&
  request.method !== 'requestAddressBook';

/** The text an app sees for a handler's failure: a contract error's own text, else a generic one. */
export function replyErrorText(error: unknown): string {
  return error instanceof SafeAppsError ? error.shortMessage : REQUEST_FAILED_TEXT;
}

/** Creates the host of one app. */
export function createAppHost(options: AppHostOptions): AppHost {
  const { appOrigin } = options;
  let closed = false;
  let current: InteractiveRequest | null = null;
  let waiting: InteractiveRequest[] = [];
  let snapshot: HostQueue = { current, waiting };
  const listeners = new Set<() => void>();

  const changed = () => {
    snapshot = { current, waiting };
    for (const listener of listeners) listener();
  };

  const reply = (response: SafeAppsResponse) => {
    if (!closed) options.post(response, appOrigin);
  };

  const settle = async (request: ValidRequest, answer: Promise<unknown>) => {
    try {
      const data = await answer;
      reply(makeSuccessResponse(request.id, data as never));
    } catch (error) {
      if (error instanceof NoReplyError) return;
      reply(makeErrorResponse(request.id, replyErrorText(error)));
    }
  };

  const next = () => {
    if (current || closed) return;
    const request = waiting[0];
    if (!request) return;
    current = request;
    waiting = waiting.slice(1);
    changed();
    // A handler that throws synchronously still answers the app and frees the queue.
    const answer = Promise.resolve().then(() => options.answerInteractive(request));
    void settle(request, answer).finally(() => {
      current = null;
      changed();
      next();
    });
  };

  return {
    receive(event) {
      if (closed) return 'source';
      const accepted = acceptAppRequest(event, {
        appWindow: options.getAppWindow(),
        appOrigin,
      });
      if (!accepted.accepted) return accepted.reason;
      let request: ValidRequest;
      try {
        request = readRequestParams(accepted.message);
      } catch (error) {
        // A well-formed request from the app with bad params is answered with the rule's text.
        reply(makeErrorResponse(accepted.message.id, replyErrorText(error)));
        return 'params';
      }
      if (isInteractive(request)) {
        waiting = [...waiting, request];
        changed();
        next();
      } else {
        void settle(
          request,
          Promise.resolve().then(() => options.answerRead(request as ReadRequest)),
        );
      }
      return null;
    },
    queue: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      waiting = [];
      changed();
    },
  };
}
