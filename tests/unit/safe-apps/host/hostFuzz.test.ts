// The host service under seeded fuzz: thousands of messages from the wrong window or origin, with
// wrong versions, unknown methods, broken envelopes or oversized bodies. None is handled, none
// opens a prompt, nothing throws; replies (to well-formed requests with bad params only) go to the
// app's origin and nowhere else.
import { describe, expect, it } from 'vitest';
import { createAppHost } from '../../../../src/safe-apps/host/appHost';
import { MAX_REQUEST_SIZE, SAFE_APPS_METHODS } from '../../../../src/safe-apps/protocol';

const APP = 'https://app.example';
const appWindow = {};

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

const JUNK: unknown[] = [
  null,
  undefined,
  0,
  '',
  'x',
  [],
  {},
  { id: 1 },
  { id: 'abc', method: 'getSafeInfo' },
  { id: 'abc', method: 'getSafeInfo', env: {} },
  { id: 'a'.repeat(100), method: 'getSafeInfo', env: { sdkVersion: '9.1.0' } },
  { id: 'abc', method: 'getCurrentTheme', env: { sdkVersion: '9.1.0' } },
  { id: 'abc', method: 'eth_sendTransaction', env: { sdkVersion: '9.1.0' } },
  { id: 'abc', method: '__proto__', env: { sdkVersion: '9.1.0' } },
  { id: 'abc', method: 'getSafeInfo', env: { sdkVersion: '0.1.0' } },
  { id: 'abc', method: 'getSafeInfo', env: { sdkVersion: 'banana' } },
  {
    id: 'abc',
    method: 'sendTransactions',
    env: { sdkVersion: '9.1.0' },
    params: 'x'.repeat(MAX_REQUEST_SIZE + 10),
  },
];

describe('host fuzz', () => {
  it('drops 5000 foreign, broken and oversized messages: no handler, no prompt, no reply elsewhere', async () => {
    const rng = seeded(17);
    const posted: string[] = [];
    let reads = 0;
    let prompts = 0;
    const host = createAppHost({
      appOrigin: APP,
      getAppWindow: () => appWindow,
      post: (_reply, target) => posted.push(target),
      answerRead: async () => {
        reads += 1;
        return null;
      },
      answerInteractive: async () => {
        prompts += 1;
        return null;
      },
    });
    const origins = [
      'https://evil.example',
      'null',
      'https://app.example.evil',
      'http://app.example',
    ];
    for (let i = 0; i < 5000; i++) {
      const kind = rng.int(3);
      const goodEnvelope = {
        id: `fz${i}`,
        method: rng.pick(SAFE_APPS_METHODS),
        params: undefined,
        env: { sdkVersion: '9.1.0' },
      };
      const event =
        kind === 0
          ? { source: { other: i }, origin: APP, data: goodEnvelope } // wrong window
          : kind === 1
            ? { source: appWindow, origin: rng.pick(origins), data: goodEnvelope } // wrong origin
            : { source: appWindow, origin: APP, data: rng.pick(JUNK) }; // broken envelope
      expect(() => host.receive(event)).not.toThrow();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toBe(0);
    expect(prompts).toBe(0);
    expect(posted.every((target) => target === APP)).toBe(true);
    expect(host.queue()).toEqual({ current: null, waiting: [] });
  });
});
