import { describe, expect, it, vi } from 'vitest';
import { preloadEverydayScreens } from '../../../src/app/idlePreloads';
import { preloadScreenAt } from '../../../src/app/routes';

const screen = (path: string, load = vi.fn(async () => ({ Component: () => null }))) => ({
  path,
  load,
});

describe('preloadEverydayScreens', () => {
  it('loads the screens one per idle period, each after the one before', async () => {
    const loads = [0, 1, 2].map(() => vi.fn(async () => ({})));
    const idle: (() => void)[] = [];
    preloadEverydayScreens((run) => idle.push(run), loads);
    expect(loads.every((load) => load.mock.calls.length === 0)).toBe(true);
    idle.shift()?.();
    expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 0, 0]);
    // The next waits for the first to load, then for the browser to be idle again.
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(loads[1]).not.toHaveBeenCalled();
    idle.shift()?.();
    expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 1, 0]);
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()?.();
    expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 1, 1]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toHaveLength(0);
  });

  it('swallows a failed preload and goes on with the next (the route reports it when visited)', async () => {
    const failing = vi.fn(async () => {
      throw new Error('chunk missing');
    });
    const after = vi.fn(async () => ({}));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    preloadEverydayScreens((run) => run(), [failing, after]);
    await vi.waitFor(() => expect(after).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(failing).toHaveBeenCalledOnce();
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('preloadScreenAt', () => {
  it('starts loading only the screen at the path, whatever its slashes', () => {
    const screens = [screen('/transactions/history'), screen('/home')];
    preloadScreenAt('/transactions/history/', screens);
    expect(screens.map((s) => s.load.mock.calls.length)).toEqual([1, 0]);
    preloadScreenAt('/nowhere', screens);
    expect(screens.map((s) => s.load.mock.calls.length)).toEqual([1, 0]);
  });
});
