// The worker's outbox loop: it drains until nothing waits for the network, backing off between
// tries (never a tight loop) and giving up after a while (the browser's sync then retries); and the
// page's hand-over registers Background Sync, or messages the worker where there is none.
import { describe, expect, it, vi } from 'vitest';
import { OUTBOX_DRAIN_MESSAGE, OUTBOX_SYNC_TAG } from '../../../src/storage/outbox';
import { requestWorkerDrain } from '../../../src/session/outbox/workerDrain';
import { drainUntilSettled } from '../../../src/sw/outbox';

/** A fake clock whose sleep advances it. */
function clock() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
    sleeps,
  };
}

describe('drainUntilSettled', () => {
  it('stops at once when nothing waits', async () => {
    const c = clock();
    const drain = vi.fn(async () => ({ retrying: [] }));
    expect(await drainUntilSettled({ drain, ...c })).toBe(true);
    expect(drain).toHaveBeenCalledTimes(1);
    expect(c.sleeps).toEqual([]);
  });

  it('backs off 2 s, 4 s, … while items wait, and settles once they went out', async () => {
    const c = clock();
    let calls = 0;
    const drain = vi.fn(async () => ({ retrying: ++calls < 4 ? ['a'] : [] }));
    expect(await drainUntilSettled({ drain, ...c })).toBe(true);
    expect(c.sleeps).toEqual([2_000, 4_000, 8_000]);
  });

  it('caps the wait and gives up after tryForMs', async () => {
    const c = clock();
    const drain = vi.fn(async () => ({ retrying: ['a'] }));
    const settled = await drainUntilSettled({
      drain,
      ...c,
      tryForMs: 100_000,
      retryFirstMs: 10_000,
      retryMaxMs: 30_000,
    });
    expect(settled).toBe(false);
    expect(c.sleeps).toEqual([10_000, 20_000, 30_000, 30_000]);
    expect(c.now()).toBeLessThanOrEqual(100_000);
  });
});

describe('requestWorkerDrain', () => {
  const container = (registration: unknown) =>
    ({ getRegistration: async () => registration }) as unknown as ServiceWorkerContainer;

  it('registers Background Sync where the browser has it', async () => {
    const register = vi.fn(async () => undefined);
    const postMessage = vi.fn();
    const result = await requestWorkerDrain(
      container({ active: { postMessage }, sync: { register } }),
    );
    expect(result).toBe('sync');
    expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('else messages the active worker, and does nothing without one', async () => {
    const postMessage = vi.fn();
    expect(await requestWorkerDrain(container({ active: { postMessage } }))).toBe('message');
    expect(postMessage).toHaveBeenCalledWith({ type: OUTBOX_DRAIN_MESSAGE });
    expect(await requestWorkerDrain(container(undefined))).toBe('none');
    expect(await requestWorkerDrain(undefined)).toBe('none');
  });

  it('never throws (the page drains on its own anyway)', async () => {
    const register = vi.fn(async () => Promise.reject(new Error('denied')));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      await requestWorkerDrain(container({ active: { postMessage: vi.fn() }, sync: { register } })),
    ).toBe('none');
  });
});
