// @vitest-environment jsdom
// Reload in the update toast: the waiting worker itself is asked to activate, and the page reloads
// once it is active — also when the page's controller change is not seen — and only once. The
// page's query fetches stop before the worker is asked (a request then can drop the swap).
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const reload = vi.fn();
let waiting: (EventTarget & { state: string; postMessage: ReturnType<typeof vi.fn> }) | null;

beforeEach(() => {
  vi.resetModules();
  reload.mockReset();
  waiting = Object.assign(new EventTarget(), { state: 'installed', postMessage: vi.fn() });
  const container = Object.assign(new EventTarget(), {
    controller: {},
    // No worker becomes active in these tests.
    ready: new Promise(() => undefined),
    getRegistration: () => Promise.resolve({ waiting }),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  Object.defineProperty(window, 'location', {
    value: { ...window.location, reload },
    configurable: true,
  });
  vi.doMock('workbox-window', () => ({
    Workbox: class {
      addEventListener() {}
      register() {
        return Promise.resolve();
      }
    },
  }));
});

afterEach(() => vi.doUnmock('workbox-window'));

async function registered() {
  const module = await import('../../../src/app/pwa/serviceWorker');
  await module.registerServiceWorker();
  return module;
}

it('asks the waiting worker to activate and reloads once it is active', async () => {
  const { applyUpdate } = await registered();
  await applyUpdate();
  expect(waiting!.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  expect(reload).not.toHaveBeenCalled();
  waiting!.state = 'activating';
  waiting!.dispatchEvent(new Event('statechange'));
  expect(reload).not.toHaveBeenCalled();
  waiting!.state = 'activated';
  waiting!.dispatchEvent(new Event('statechange'));
  waiting!.dispatchEvent(new Event('statechange'));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('reloads at once when no worker waits any more (another tab activated it)', async () => {
  waiting = null;
  const { applyUpdate } = await registered();
  await applyUpdate();
  expect(reload).toHaveBeenCalledTimes(1);
});

it('does nothing before the worker is registered', async () => {
  const { applyUpdate } = await import('../../../src/app/pwa/serviceWorker');
  await applyUpdate();
  expect(waiting!.postMessage).not.toHaveBeenCalled();
  expect(reload).not.toHaveBeenCalled();
});

it("stops the page's query fetches before it asks the worker to activate", async () => {
  const { applyUpdate } = await registered();
  const { onlineManager } = await import('@tanstack/react-query');
  onlineManager.setOnline(true);
  let onlineWhenAsked: boolean | undefined;
  waiting!.postMessage.mockImplementation(() => {
    onlineWhenAsked = onlineManager.isOnline();
  });
  await applyUpdate();
  expect(onlineWhenAsked).toBe(false);
});

it('asks the active worker to claim a page it does not control', async () => {
  const active = { postMessage: vi.fn() };
  const container = Object.assign(new EventTarget(), {
    controller: null,
    ready: Promise.resolve({ active }),
    getRegistration: () => Promise.resolve({ waiting }),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  await registered();
  await vi.waitFor(() => expect(active.postMessage).toHaveBeenCalledWith({ type: 'CLAIM' }));
});

it('asks nothing when the page is already controlled', async () => {
  const active = { postMessage: vi.fn() };
  const container = Object.assign(new EventTarget(), {
    controller: {},
    ready: Promise.resolve({ active }),
    getRegistration: () => Promise.resolve({ waiting }),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  await registered();
  await container.ready;
  await Promise.resolve();
  expect(active.postMessage).not.toHaveBeenCalled();
});
