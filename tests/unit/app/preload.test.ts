import { describe, expect, it, vi } from 'vitest';
import { preloadEverydayScreens, preloadScreenAt } from '../../../src/app/routes';

const screen = (path: string, load = vi.fn(async () => ({ Component: () => null }))) => ({
  path,
  load,
});

describe('preloadEverydayScreens', () => {
  it('loads only the everyday screens, one per idle period, each after the one before', async () => {
    const screens = [screen('/transactions/history'), screen('/home'), screen('/address-book')];
    const idle: (() => void)[] = [];
    preloadEverydayScreens((run) => idle.push(run), screens);
    expect(screens.every((s) => s.load.mock.calls.length === 0)).toBe(true);
    idle.shift()?.();
    expect(screens.map((s) => s.load.mock.calls.length)).toEqual([1, 0, 0]);
    // The next waits for the first to load, then for the browser to be idle again.
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(screens[1]!.load).not.toHaveBeenCalled();
    idle.shift()?.();
    expect(screens.map((s) => s.load.mock.calls.length)).toEqual([1, 1, 0]);
    await vi.waitFor(() => expect(idle).toHaveLength(0));
  });

  it('swallows a failed preload (the route reports it when visited)', async () => {
    const failing = screen(
      '/transactions/queue',
      vi.fn(async () => {
        throw new Error('chunk missing');
      }),
    );
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    preloadEverydayScreens((run) => run(), [failing]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(failing.load).toHaveBeenCalledOnce();
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
