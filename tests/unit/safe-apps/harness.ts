// A framed app in jsdom and a host built on the protocol core. jsdom's own postMessage sets neither
// `source` nor `origin`, so the two windows are simulated: the app runs in the test's `window`,
// whose `parent` is replaced by the host's endpoint; each direction structured-clones the message
// and delivers it only when the target origin matches, as a browser does.
import {
  acceptAppRequest,
  makeErrorResponse,
  makeSuccessResponse,
  readRequestParams,
  REQUEST_FAILED_TEXT,
  type MessageLike,
  type SafeAppsMethod,
  type ValidRequest,
} from '../../../src/safe-apps/protocol';

/** The app's origin in these tests. */
export const APP_ORIGIN = 'https://app.example';
/** The host's origin in these tests. */
export const HOST_ORIGIN = 'https://host.example';

/** Marks a handler result that sends no reply (as hosts do for an unknown off-chain message). */
export const NO_REPLY = Symbol('no reply');

/** A host handler: returns the reply's data, throws for an error reply, or NO_REPLY. */
export type Handler = (request: ValidRequest) => unknown;

/** Handlers per method, each given its own method's checked request. */
export type Handlers = {
  [M in SafeAppsMethod]?: (request: Extract<ValidRequest, { method: M }>) => unknown;
};

/** One message a window posted, with the target origin it named. */
export type Posted = { message: unknown; targetOrigin: string };

/** A framed app and its simulated parent. */
export type Frame = {
  /** The object the app sees as `window.parent`. */
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  /** Everything the app posted to its parent (delivered or not). */
  fromApp: Posted[];
  /** Called with each message delivered to the parent. */
  onParentMessage: (event: MessageLike) => void;
  /** Delivers `data` to the app as if posted by `source` from `origin`. */
  deliverToApp(data: unknown, from?: { origin?: string; source?: unknown }): void;
  /** Puts the real `parent` back. */
  restore(): void;
};

/** Frames the test's `window` in a simulated host page. */
export function frameApp(): Frame {
  const realParent = Object.getOwnPropertyDescriptor(window, 'parent');
  const frame: Frame = {
    fromApp: [],
    onParentMessage: () => {},
    parent: {
      postMessage(message, targetOrigin) {
        frame.fromApp.push({ message, targetOrigin });
        if (targetOrigin !== '*' && targetOrigin !== HOST_ORIGIN) return;
        const data = structuredClone(message);
        // Asynchronous like a real postMessage.
        setTimeout(() => frame.onParentMessage({ source: window, origin: APP_ORIGIN, data }), 0);
      },
    },
    deliverToApp(data, from = {}) {
      const event = new MessageEvent('message', {
        data,
        origin: from.origin ?? HOST_ORIGIN,
        source: (from.source ?? frame.parent) as MessageEventSource,
      });
      window.dispatchEvent(event);
    },
    restore() {
      if (realParent) Object.defineProperty(window, 'parent', realParent);
      else delete (window as { parent?: unknown }).parent;
    },
  };
  Object.defineProperty(window, 'parent', {
    value: frame.parent,
    configurable: true,
    writable: true,
  });
  return frame;
}

/** A host on the protocol core: accept, check params, handle, reply to the app's origin only. */
export type ProtocolHost = {
  /** Requests that passed acceptance and params checks, in order. */
  handled: ValidRequest[];
  /** Every reply, with the target origin it was posted to. */
  replies: Posted[];
  /** Feeds one message event to the host. */
  receive(event: MessageLike): Promise<void>;
};

/** Creates a host that answers with `handlers` and posts replies through `post`. */
export function createProtocolHost(
  handlers: Handlers,
  post: (message: unknown, targetOrigin: string) => void,
  expected: { appWindow: unknown; appOrigin: string } = {
    appWindow: window,
    appOrigin: APP_ORIGIN,
  },
): ProtocolHost {
  const host: ProtocolHost = {
    handled: [],
    replies: [],
    async receive(event) {
      const verdict = acceptAppRequest(event, expected);
      if (!verdict.accepted) return;
      const reply = (message: unknown) => {
        host.replies.push({ message, targetOrigin: expected.appOrigin });
        post(message, expected.appOrigin);
      };
      const { id } = verdict.message;
      let request: ValidRequest;
      try {
        request = readRequestParams(verdict.message);
      } catch (error) {
        reply(makeErrorResponse(id, (error as Error).message));
        return;
      }
      host.handled.push(request);
      const handler = handlers[request.method] as Handler | undefined;
      try {
        if (!handler) throw new Error('no handler');
        const data = await handler(request);
        if (data !== NO_REPLY) reply(makeSuccessResponse(id, data as never));
      } catch (error) {
        const text = error instanceof HostRefusal ? error.message : REQUEST_FAILED_TEXT;
        reply(makeErrorResponse(id, text));
      }
    },
  };
  return host;
}

/** Thrown by a handler to reply with exactly this text (otherwise 'Request failed'). */
export class HostRefusal extends Error {}

/** Frames the app and connects a protocol host to it, both directions wired. */
export function hostedApp(handlers: Handlers) {
  const frame = frameApp();
  const host = createProtocolHost(handlers, (message, targetOrigin) => {
    // Delivered only when the target origin is the app's, as the browser would.
    if (targetOrigin === APP_ORIGIN) frame.deliverToApp(structuredClone(message));
  });
  frame.onParentMessage = (event) => void host.receive(event);
  return { frame, host };
}

/** The same test data every suite uses. */
export const SAFE_ADDRESS = '0x1234567890AbcdEF1234567890aBcdef12345678';
/** A Safe info reply. */
export const SAFE_INFO = {
  safeAddress: SAFE_ADDRESS,
  chainId: 11155111,
  threshold: 2,
  owners: [
    '0x00000000000000000000000000000000000000a1',
    '0x00000000000000000000000000000000000000a2',
  ],
  isReadOnly: false,
  nonce: 4,
  implementation: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
  modules: null,
  fallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
  guard: null,
  version: '1.4.1',
};

/** Waits until `check` holds (polled per macrotask, no fixed sleep). */
export async function until(check: () => boolean, what = 'condition'): Promise<void> {
  for (let turn = 0; turn < 10_000; turn += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error(`never happened: ${what}`);
}
