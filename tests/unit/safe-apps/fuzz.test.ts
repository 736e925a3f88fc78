// @vitest-environment jsdom
// Fuzz, seeded and deterministic: thousands of malformed, wrong-origin, wrong-source, wrong-version
// and oversized messages in both directions. Nothing throws, nothing is handled or settled, and no
// reply goes anywhere but the app's origin.
import { afterEach, describe, expect, it } from 'vitest';
import { SafeAppsSDK } from '../../../src/safe-apps/client';
import {
  makeRequest,
  makeSuccessResponse,
  MAX_MESSAGE_DEPTH,
  MAX_REQUEST_SIZE,
  MAX_RESPONSE_SIZE,
  SAFE_APPS_METHODS,
  type SafeAppsMethod,
} from '../../../src/safe-apps/protocol';
import { APP_ORIGIN, createProtocolHost, frameApp, HOST_ORIGIN, SAFE_INFO, until } from './harness';

/** mulberry32: a small seeded generator, so every run sends the same messages. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
type Rng = ReturnType<typeof seeded>;

const KEYS = [
  'id',
  'method',
  'params',
  'env',
  'sdkVersion',
  'success',
  'data',
  'error',
  'version',
  '__proto__',
  'constructor',
  'txs',
  'call',
  'x',
];
const STRINGS = [
  '',
  '0x',
  'getSafeInfo',
  'sendTransactions',
  '9.1.0',
  '0.1.0',
  'null',
  '<img src=x>',
  '\u0000',
  'a'.repeat(70),
  'toString',
  '__proto__',
];

function randomString(rng: Rng): string {
  if (rng.next() < 0.5) return rng.pick(STRINGS);
  return Array.from({ length: rng.int(24) }, () => String.fromCharCode(rng.int(0x2fff))).join('');
}

/** Any value, from scalars to nested objects with suspicious keys. */
function randomValue(rng: Rng, depth = 0): unknown {
  const kind = rng.int(depth > 3 ? 8 : 12);
  switch (kind) {
    case 0:
      return randomString(rng);
    case 1:
      return rng.pick([0, -1, 1.5, NaN, Infinity, -0, Number.MAX_SAFE_INTEGER + 2]);
    case 2:
      return rng.next() < 0.5;
    case 3:
      return null;
    case 4:
      return undefined;
    case 5:
      return BigInt(rng.int(1000));
    case 6:
      return new Uint8Array(rng.int(64));
    case 7:
      return rng.pick([new Date(0), new Map([[1, 2]]), new Set([1])]);
    case 8:
    case 9:
      return Array.from({ length: rng.int(5) }, () => randomValue(rng, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let count = rng.int(6); count > 0; count -= 1) {
        Object.defineProperty(object, rng.pick(KEYS), {
          value: randomValue(rng, depth + 1),
          enumerable: true,
          configurable: true,
          writable: true,
        });
      }
      return object;
    }
  }
}

function deepNest(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = { params: value };
  return value;
}

function throwingGetter(base: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...base };
  Object.defineProperty(copy, key, {
    enumerable: true,
    get() {
      throw new Error('hostile getter');
    },
  });
  return copy;
}

const BIG_REQUEST_STRING = 'x'.repeat(MAX_REQUEST_SIZE + 1);
const BIG_RESPONSE_STRING = 'y'.repeat(MAX_RESPONSE_SIZE + 1);
const FOREIGN_ORIGINS = [
  'https://evil.example',
  'null',
  '',
  'https://app.example.evil',
  'http://app.example',
  `${APP_ORIGIN}/`,
  'https://APP.example',
];

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.reverse()) step();
  cleanup = [];
});

describe('fuzz: app → host', () => {
  it('drops every bad message without a throw, a handler call or a reply; answers the rest to the app’s origin only', async () => {
    const rng = seeded(0x5afe);
    const appWindow = { postMessage() {} };
    const otherWindows = [{ postMessage() {} }, null, undefined, window];
    const posted: { message: unknown; targetOrigin: string }[] = [];
    const handlerCalls: string[] = [];
    const handlers = Object.fromEntries(
      SAFE_APPS_METHODS.map((method) => [
        method,
        () => {
          handlerCalls.push(method);
          return method === 'getSafeInfo' ? SAFE_INFO : { ok: true };
        },
      ]),
    );
    const host = createProtocolHost(
      handlers,
      (message, targetOrigin) => posted.push({ message, targetOrigin }),
      {
        appWindow,
        appOrigin: APP_ORIGIN,
      },
    );
    const valid = () =>
      makeRequest(rng.pick(SAFE_APPS_METHODS) as SafeAppsMethod, randomValue(rng) as never);
    const counts = { dropped: 0, answered: 0 };
    for (let round = 0; round < 5000; round += 1) {
      const kind = rng.int(10);
      let source: unknown = appWindow;
      let origin: unknown = APP_ORIGIN;
      let data: unknown;
      let expectReply = false;
      switch (kind) {
        case 0:
          source = rng.pick(otherWindows);
          data = valid();
          break;
        case 1:
          origin = rng.pick(FOREIGN_ORIGINS);
          data = valid();
          break;
        case 2:
          data = randomValue(rng);
          break;
        case 3:
          data = {
            ...valid(),
            env: rng.pick([
              undefined,
              {},
              { sdkVersion: '0.9.9' },
              { sdkVersion: 1 },
              { sdkVersion: 'v9' },
              'x',
            ]),
          };
          break;
        case 4:
          data = {
            ...valid(),
            method: rng.pick([
              'getCurrentTheme',
              'GETSAFEINFO',
              'eth_sendTransaction',
              '__proto__',
              'constructor',
              '',
              `x${randomString(rng)}`,
            ]),
          };
          break;
        case 5:
          data = {
            ...valid(),
            id: rng.pick(['', 7, null, 'a'.repeat(65), 'has space', { id: 1 }]),
          };
          break;
        case 6:
          data = {
            ...valid(),
            params: rng.next() < 0.5 ? BIG_REQUEST_STRING : deepNest(MAX_MESSAGE_DEPTH + 2),
          };
          break;
        case 7:
          data = throwingGetter(valid(), rng.pick(['id', 'method', 'env', 'params']));
          break;
        default:
          data = valid();
          expectReply = true;
      }
      const before = { replies: host.replies.length, calls: handlerCalls.length };
      await expect(host.receive({ source, origin, data })).resolves.toBeUndefined();
      if (expectReply) {
        counts.answered += 1;
        expect(host.replies.length).toBe(before.replies + 1);
        const reply = host.replies.at(-1)!.message as { id: string };
        expect(reply.id).toBe((data as { id: string }).id);
      } else {
        counts.dropped += 1;
        expect(host.replies.length, `round ${round}, kind ${kind}`).toBe(before.replies);
        expect(handlerCalls.length).toBe(before.calls);
      }
    }
    expect(posted.every((reply) => reply.targetOrigin === APP_ORIGIN)).toBe(true);
    expect(posted.length).toBe(counts.answered);
    expect(counts.dropped).toBeGreaterThan(3500);
    expect(counts.answered).toBeGreaterThan(500);
  });
});

describe('fuzz: host → app', () => {
  it('settles nothing and posts nothing for bad replies, then still works', async () => {
    const rng = seeded(0x1271);
    const frame = frameApp();
    cleanup.push(() => frame.restore());
    const sdk = new SafeAppsSDK({ allowedOrigins: [HOST_ORIGIN] });
    cleanup.push(() => sdk.close());
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    cleanup.push(() => window.removeEventListener('error', onError));

    let settled = 0;
    const tx = { to: '0x00000000000000000000000000000000000000aa', value: '0', data: '0x' };
    const pending = [
      sdk.txs.send({ txs: [tx] }),
      sdk.txs.signMessage('hello'),
      sdk.wallet.requestPermissions([{ requestAddressBook: {} }]),
    ].map((promise) => promise.finally(() => (settled += 1)));
    await until(() => frame.fromApp.length === 3, 'requests posted');
    const ids = frame.fromApp.map((posted) => (posted.message as { id: string }).id);
    const goodReply = () => makeSuccessResponse(rng.pick(ids), { safeTxHash: '0x1' } as never);

    for (let round = 0; round < 5000; round += 1) {
      const kind = rng.int(9);
      let source: unknown = frame.parent;
      let origin = HOST_ORIGIN;
      let data: unknown;
      switch (kind) {
        case 0:
          source = rng.pick([window, { postMessage() {} }, null]);
          data = goodReply();
          break;
        case 1:
          origin = rng.pick(FOREIGN_ORIGINS);
          data = goodReply();
          break;
        case 2:
          data = randomValue(rng);
          break;
        case 3:
          data = { ...goodReply(), version: rng.pick([undefined, '0.9.0', '', 9, 'x.y']) };
          break;
        case 4:
          data = { ...goodReply(), id: rng.pick(['', 'unknown-id', 5, null, 'a'.repeat(65)]) };
          break;
        case 5:
          data = {
            ...goodReply(),
            data: rng.next() < 0.5 ? BIG_RESPONSE_STRING : deepNest(MAX_MESSAGE_DEPTH + 2),
          };
          break;
        case 6:
          data = throwingGetter(goodReply(), rng.pick(['id', 'version', 'success', 'data']));
          break;
        case 7:
          data = { ...goodReply(), success: rng.pick([undefined, 'true', 1, null]) };
          break;
        default:
          data = {
            id: rng.pick(ids),
            success: false,
            error: randomValue(rng, 4),
            version: '9.1.0',
          };
          if (typeof (data as { error: unknown }).error === 'string')
            (data as { error: unknown }).error = 42;
      }
      window.dispatchEvent(
        new MessageEvent('message', { data, origin, source: source as MessageEventSource }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toEqual([]);
    expect(settled).toBe(0);
    // The client never answers a message: nothing but the three requests went out.
    expect(frame.fromApp).toHaveLength(3);

    for (const id of ids)
      frame.deliverToApp(makeSuccessResponse(id, { safeTxHash: '0x1' } as never));
    await expect(Promise.all(pending)).resolves.toHaveLength(3);
  });
});
