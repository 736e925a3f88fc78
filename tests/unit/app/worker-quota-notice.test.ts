// @vitest-environment jsdom
// The worker's "device full" message becomes the same storage notice the page's own saving shows.
import { afterEach, expect, it, vi } from 'vitest';
import { persistStatus } from '../../../src/query/persist/persistStatus';
import { GATEWAY_CACHE_QUOTA_MESSAGE } from '../../../src/storage/quota';

afterEach(() => {
  persistStatus.set({ kind: 'ok' });
  vi.unstubAllGlobals();
});

it('a GATEWAY_CACHE_QUOTA message from the worker sets the quota status', async () => {
  const container = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  vi.doMock('workbox-window', () => ({
    Workbox: class {
      addEventListener() {}
      register() {
        return Promise.resolve();
      }
    },
  }));
  const { registerServiceWorker } = await import('../../../src/app/pwa/serviceWorker');
  await registerServiceWorker();
  container.dispatchEvent(new MessageEvent('message', { data: { type: 'OTHER' } }));
  expect(persistStatus.get().kind).toBe('ok');
  container.dispatchEvent(
    new MessageEvent('message', { data: { type: GATEWAY_CACHE_QUOTA_MESSAGE, at: 123 } }),
  );
  expect(persistStatus.get()).toEqual({ kind: 'quota', at: 123 });
});
