// The acceptance rules of both sides as pure predicates (spec §6, reference B.2), and the size limit.
import { describe, expect, it } from 'vitest';
import {
  acceptAppRequest,
  acceptHostResponse,
  appOriginOf,
  fitsMessageSize,
  isAllowedOrigin,
  makeRequest,
  makeSuccessResponse,
  MAX_MESSAGE_DEPTH,
  MAX_REQUEST_SIZE,
  MAX_RESPONSE_SIZE,
  Methods,
} from '../../../../src/safe-apps/protocol';

const APP_ORIGIN = 'https://app.example';
const appWindow = { name: 'app iframe' };
const otherWindow = { name: 'another frame' };
const request = makeRequest(Methods.getSafeInfo, undefined);

const host = { appWindow, appOrigin: APP_ORIGIN };

describe('host side', () => {
  it('takes a request from the app’s window and exact origin with a known method and version ≥ 1', () => {
    const verdict = acceptAppRequest(
      { source: appWindow, origin: APP_ORIGIN, data: request },
      host,
    );
    expect(verdict).toEqual({ accepted: true, message: request });
  });

  it('drops every message that breaks one rule, naming the rule', () => {
    const cases: [unknown, unknown, unknown, string][] = [
      [otherWindow, APP_ORIGIN, request, 'source'],
      [null, APP_ORIGIN, request, 'source'],
      [appWindow, 'https://evil.example', request, 'origin'],
      [appWindow, 'https://app.example:443', request, 'origin'],
      [appWindow, 'http://app.example', request, 'origin'],
      [appWindow, 'https://APP.example', request, 'origin'],
      [appWindow, undefined, request, 'origin'],
      [appWindow, APP_ORIGIN, { ...request, method: 'getCurrentTheme' }, 'method'],
      [appWindow, APP_ORIGIN, { ...request, method: 'eth_sendTransaction' }, 'method'],
      [appWindow, APP_ORIGIN, { ...request, env: { sdkVersion: '0.9.0' } }, 'version'],
      [appWindow, APP_ORIGIN, { id: request.id, method: 'getSafeInfo' }, 'version'],
      [appWindow, APP_ORIGIN, { ...request, id: '' }, 'malformed'],
      [appWindow, APP_ORIGIN, null, 'malformed'],
      [appWindow, APP_ORIGIN, 'getSafeInfo', 'malformed'],
      [appWindow, APP_ORIGIN, { ...request, params: 'x'.repeat(MAX_REQUEST_SIZE) }, 'size'],
    ];
    for (const [source, origin, data, reason] of cases) {
      expect(acceptAppRequest({ source, origin, data }, host), reason).toEqual({
        accepted: false,
        reason,
      });
    }
  });

  it("never matches an opaque 'null' origin, even when the app's is one", () => {
    expect(
      acceptAppRequest(
        { source: appWindow, origin: 'null', data: request },
        { appWindow, appOrigin: 'null' },
      ),
    ).toEqual({ accepted: false, reason: 'origin' });
  });

  it('does not throw on data whose reading throws', () => {
    const hostile = {};
    Object.defineProperty(hostile, 'id', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(
      acceptAppRequest({ source: appWindow, origin: APP_ORIGIN, data: hostile }, host),
    ).toEqual({ accepted: false, reason: 'malformed' });
  });

  it('derives the app origin from http(s) URLs only', () => {
    expect(appOriginOf('https://app.example/path/?q=1#x')).toBe(APP_ORIGIN);
    expect(appOriginOf('http://localhost:4927/app')).toBe('http://localhost:4927');
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'file:///etc', 'not a url']) {
      expect(appOriginOf(bad)).toBeNull();
    }
  });
});

describe('app side', () => {
  const ownWindow = { name: 'app' };
  const parent = { name: 'host' };
  const reply = makeSuccessResponse<'getSafeInfo'>('abc', {} as never);
  const client = { ownWindow, parentWindow: parent };

  it('takes a reply from the parent window with a version ≥ 1', () => {
    expect(
      acceptHostResponse({ source: parent, origin: 'https://any', data: reply }, client),
    ).toEqual({ accepted: true, message: reply });
  });

  it('drops replies from other windows, without a version, with a major below 1', () => {
    const cases: [unknown, unknown, string][] = [
      [otherWindow, reply, 'source'],
      [ownWindow, reply, 'source'],
      [undefined, reply, 'source'],
      [parent, { ...reply, version: undefined }, 'version'],
      [parent, { ...reply, version: '0.1.0' }, 'version'],
      [parent, { ...reply, version: 'x.1.0' }, 'version'],
      [parent, { ...reply, success: undefined }, 'malformed'],
      [parent, null, 'malformed'],
    ];
    for (const [source, data, reason] of cases) {
      expect(acceptHostResponse({ source, origin: 'https://h', data }, client), reason).toEqual({
        accepted: false,
        reason,
      });
    }
  });

  it('has no host when the app is not framed (a top-level window is its own parent)', () => {
    expect(
      acceptHostResponse(
        { source: ownWindow, origin: 'https://h', data: reply },
        { ownWindow, parentWindow: ownWindow },
      ),
    ).toEqual({ accepted: false, reason: 'source' });
  });

  it('checks the allowed origins when configured: exact strings or patterns', () => {
    const allowedOrigins = ['https://host.example', /^https:\/\/[a-z]+\.safe\.global$/g];
    const take = (origin: string) =>
      acceptHostResponse({ source: parent, origin, data: reply }, { ...client, allowedOrigins })
        .accepted;
    expect(take('https://host.example')).toBe(true);
    expect(take('https://app.safe.global')).toBe(true);
    // A global pattern is stateful in JS; the rule resets it, so a second test gives the same answer.
    expect(take('https://app.safe.global')).toBe(true);
    expect(take('https://host.example.evil')).toBe(false);
    expect(take('https://evil.app.safe.global.evil')).toBe(false);
    expect(isAllowedOrigin('https://x', null)).toBe(true);
    expect(isAllowedOrigin('https://x', [])).toBe(false);
    expect(isAllowedOrigin(undefined, ['https://x'])).toBe(false);
  });

  it('drops replies over the reply size limit', () => {
    const big = { ...reply, data: 'x'.repeat(MAX_RESPONSE_SIZE) };
    expect(acceptHostResponse({ source: parent, origin: 'https://h', data: big }, client)).toEqual({
      accepted: false,
      reason: 'size',
    });
  });
});

describe('the size walk', () => {
  it('counts close to the JSON length and stops at the limit', () => {
    const value = { a: ['x'.repeat(100), 1, true, null], b: { c: 'yy' } };
    const json = JSON.stringify(value).length;
    expect(fitsMessageSize(value, json + 40)).toBe(true);
    expect(fitsMessageSize(value, json - 40)).toBe(false);
  });

  it('refuses nesting deeper than the limit, and survives cycles and shared parts', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level <= MAX_MESSAGE_DEPTH + 1; level += 1) deep = [deep];
    expect(fitsMessageSize(deep, 1_000_000)).toBe(false);
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(fitsMessageSize(cyclic, 1000)).toBe(true);
    const shared = { blob: 'x'.repeat(500) };
    expect(
      fitsMessageSize(
        Array.from({ length: 1000 }, () => shared),
        5000,
      ),
    ).toBe(true);
  });

  it('counts typed arrays by their bytes', () => {
    expect(fitsMessageSize(new Uint8Array(1000), 1000)).toBe(false);
    expect(fitsMessageSize(new Uint8Array(100), 1000)).toBe(true);
  });
});
