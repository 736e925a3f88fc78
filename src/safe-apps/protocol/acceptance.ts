// The acceptance rules of both sides as pure predicates over a message event's source, origin and
// data (spec §6, reference B.2). Rules are checked cheapest first, so a foreign window's message is
// dropped before its data is read. Nothing here throws: a message that cannot be read is rejected.
import type { IncomingRequest, SafeAppsResponse } from './envelope';
import { fitsMessageSize, MAX_REQUEST_SIZE, MAX_RESPONSE_SIZE } from './message-size';
import { readRequestEnvelope, readResponseEnvelope } from './read-envelope';

/** The parts of a MessageEvent the rules read. */
export type MessageLike = { source: unknown; origin: unknown; data: unknown };

/** Why a message was dropped. */
export type RejectionReason = 'source' | 'origin' | 'size' | 'malformed' | 'method' | 'version';

/** A message taken (with its envelope) or dropped (with the rule it broke). */
export type Acceptance<T> =
  { accepted: true; message: T } | { accepted: false; reason: RejectionReason };

/** What a host expects of its app's messages. */
export type HostExpectation = {
  /** The app iframe's `contentWindow`. */
  appWindow: unknown;
  /** The app URL's origin (`new URL(appUrl).origin`). */
  appOrigin: string;
  /** Largest request accepted; {@link MAX_REQUEST_SIZE} unless given. */
  maxSize?: number;
};

/** An allowed host origin: an exact origin string or a pattern (the public SDK's `allowedDomains`). */
export type OriginRule = string | RegExp;

/** What an app's client expects of its host's messages. */
export type ClientExpectation = {
  /** The app's own window (`window`): its `parent` is the only host. */
  ownWindow: unknown;
  /** The window the host must be (`window.parent`). */
  parentWindow: unknown;
  /** Allowed host origins; null or absent accepts any origin (as the public SDK does). */
  allowedOrigins?: readonly OriginRule[] | null;
  /** Largest reply accepted; {@link MAX_RESPONSE_SIZE} unless given. */
  maxSize?: number;
};

const reject = <T>(reason: RejectionReason): Acceptance<T> => ({ accepted: false, reason });

/**
 * Host side: a message is handled only if it comes from the app's iframe window, from the app's
 * exact origin, within the size limit, with a well-formed envelope, a known method and an SDK
 * version whose major is at least 1.
 */
export function acceptAppRequest(
  event: MessageLike,
  expected: HostExpectation,
): Acceptance<IncomingRequest> {
  try {
    if (event.source == null || event.source !== expected.appWindow) return reject('source');
    // An opaque origin ('null') is shared by every sandboxed document: it never identifies an app.
    if (expected.appOrigin === 'null' || event.origin !== expected.appOrigin)
      return reject('origin');
    if (!fitsMessageSize(event.data, expected.maxSize ?? MAX_REQUEST_SIZE)) return reject('size');
    const read = readRequestEnvelope(event.data);
    return 'request' in read ? { accepted: true, message: read.request } : reject(read.problem);
  } catch {
    return reject('malformed');
  }
}

/** Whether `origin` matches one of `rules` (exact string, or pattern tested from its start). */
export function isAllowedOrigin(origin: unknown, rules: readonly OriginRule[] | null | undefined) {
  if (rules == null) return true;
  if (typeof origin !== 'string') return false;
  return rules.some((rule) => {
    if (typeof rule === 'string') return rule === origin;
    // A global or sticky pattern keeps state between tests: start each test from scratch.
    rule.lastIndex = 0;
    return rule.test(origin);
  });
}

/**
 * App side: a message is handled only if the app is framed and the message comes from its parent
 * window, from an allowed origin (when configured), within the size limit, with a well-formed reply
 * envelope whose `version` has a major of at least 1.
 */
export function acceptHostResponse(
  event: MessageLike,
  expected: ClientExpectation,
): Acceptance<SafeAppsResponse> {
  try {
    const { parentWindow, ownWindow } = expected;
    // A top-level window is its own parent: it has no host, so nothing it hears is a reply.
    if (parentWindow == null || parentWindow === ownWindow || event.source !== parentWindow) {
      return reject('source');
    }
    if (!isAllowedOrigin(event.origin, expected.allowedOrigins)) return reject('origin');
    if (!fitsMessageSize(event.data, expected.maxSize ?? MAX_RESPONSE_SIZE)) return reject('size');
    const read = readResponseEnvelope(event.data);
    return 'response' in read ? { accepted: true, message: read.response } : reject(read.problem);
  } catch {
    return reject('malformed');
  }
}

/** The origin of an app URL, or null unless it is an http(s) URL. */
export function appOriginOf(appUrl: string): string | null {
  try {
    const url = new URL(appUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
