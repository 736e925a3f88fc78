// The token side of push: support blockers and their words, the 15 s timeout, the devnet's local
// token, and the start-up check that notices a changed token (and forgets it once registered).
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  compareToken,
  ensurePushDevice,
  saveRegisteredToken,
} from '../../../../src/session/push/pushDevice';
import {
  PUSH_MESSAGES,
  pushSupport,
  type PushEnvironment,
} from '../../../../src/session/push/support';
import {
  devnetPushToken,
  getPushToken,
  PushSetupError,
  PUSH_TOKEN_TIMEOUT_MS,
  withPushTimeout,
} from '../../../../src/session/push/token';
import { checkPushToken } from '../../../../src/session/push/tokenCheck';
import { closeCountersignDb } from '../../../../src/storage/db';
import { getSetting } from '../../../../src/storage/settings';

const ready: PushEnvironment = {
  configured: true,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  permission: 'default',
  isIos: false,
  standalone: false,
};

describe('pushSupport', () => {
  it('explains each blocker, first things first', () => {
    expect(pushSupport(ready)).toEqual({ ok: true, permission: 'default' });
    const blocker = (env: Partial<PushEnvironment>) => {
      const support = pushSupport({ ...ready, ...env });
      return support.ok ? null : [support.blocker, support.message];
    };
    expect(blocker({ configured: false, isIos: true })).toEqual([
      'not-configured',
      PUSH_MESSAGES['not-configured'],
    ]);
    expect(blocker({ isIos: true, hasPushManager: false })?.[0]).toBe('ios-home-screen');
    expect(blocker({ isIos: true, standalone: true })).toBeNull();
    expect(blocker({ hasPushManager: false })?.[0]).toBe('unsupported');
    expect(blocker({ hasNotification: false, permission: null })?.[0]).toBe('unsupported');
    expect(blocker({ hasServiceWorker: false })?.[0]).toBe('unsupported');
    expect(blocker({ permission: 'denied' })).toEqual(['denied', PUSH_MESSAGES.denied]);
    for (const text of Object.values(PUSH_MESSAGES)) expect(text.length).toBeGreaterThan(40);
  });
});

describe('withPushTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('a subscription that never answers fails after 15 s with the explanation', async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => undefined);
    const result = withPushTimeout(never, PUSH_TOKEN_TIMEOUT_MS);
    const caught = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(PUSH_TOKEN_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await caught;
    expect(error).toBeInstanceOf(PushSetupError);
    expect((error as PushSetupError).reason).toBe('timeout');
    expect((error as PushSetupError).message).toBe(PUSH_MESSAGES.timeout);
  });

  it('passes an answer in time through', async () => {
    await expect(withPushTimeout(Promise.resolve('token'), 1000)).resolves.toBe('token');
    await expect(withPushTimeout(Promise.reject(new Error('no')), 1000)).rejects.toThrow('no');
  });
});

describe('getPushToken without Firebase', () => {
  const registration = {} as ServiceWorkerRegistration;

  it('a production build explains the missing configuration', async () => {
    await expect(
      getPushToken({ registration, firebase: undefined, devnet: false, uuid: 'u' }),
    ).rejects.toMatchObject({ reason: 'not-configured' });
  });

  it('a devnet build gets a stable local token of FCM’s length', async () => {
    const token = await getPushToken({
      registration,
      firebase: undefined,
      devnet: true,
      uuid: 'u1',
    });
    expect(token).toBe(devnetPushToken('u1'));
    expect(token).not.toBe(devnetPushToken('u2'));
    expect(token.length).toBeGreaterThanOrEqual(100);
    expect(token.length).toBeLessThanOrEqual(200);
  });
});

describe('token change at start', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    vi.stubGlobal('Notification', { permission: 'granted' });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await closeCountersignDb();
  });

  it('compares tokens', () => {
    expect(compareToken(null, 'a')).toBe('unregistered');
    expect(compareToken('a', 'a')).toBe('same');
    expect(compareToken('a', 'b')).toBe('changed');
  });

  it('keeps one uuid for good', async () => {
    const first = await ensurePushDevice();
    expect(first.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await ensurePushDevice()).uuid).toBe(first.uuid);
  });

  it('is off without a registered token or without permission, and never asks for a token then', async () => {
    const read = vi.fn(async () => 'token');
    expect(await checkPushToken(read)).toBe('off');
    await saveRegisteredToken('old');
    vi.stubGlobal('Notification', { permission: 'denied' });
    expect(await checkPushToken(read)).toBe('off');
    expect(read).not.toHaveBeenCalled();
  });

  it('records a changed token as pending, and drops it once the token matches again', async () => {
    await saveRegisteredToken('old');
    expect(await checkPushToken(async () => 'new')).toBe('changed');
    expect((await getSetting('pushDevice'))?.pendingToken).toBe('new');
    await saveRegisteredToken('new');
    expect((await getSetting('pushDevice'))?.pendingToken).toBeUndefined();
    expect(await checkPushToken(async () => 'new')).toBe('same');
    const device = await getSetting('pushDevice');
    expect(device?.token).toBe('new');
    expect(device?.pendingToken).toBeUndefined();
  });
});
