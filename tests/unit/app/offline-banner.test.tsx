// @vitest-environment jsdom
// The offline banner follows navigator.onLine and the online/offline events.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../dom';
import { OfflineBanner } from '../../../src/app/network/OfflineBanner';

let online = true;
let container: HTMLDivElement;
let root: Root;

const dom = mountPerTest();
beforeEach(() => {
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  ({ container, root } = dom);
});

/** Changes connectivity the way the browser does: the flag, then the event. */
function goOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

describe('OfflineBanner', () => {
  it('is an empty polite status region while online', () => {
    act(() => root.render(<OfflineBanner />));
    const region = container.querySelector('[role="status"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('');
  });

  it('shows when the browser goes offline and hides when it is back', () => {
    act(() => root.render(<OfflineBanner />));
    goOnline(false);
    expect(container.textContent).toContain('You are offline.');
    goOnline(true);
    expect(container.textContent).toBe('');
  });

  it('starts visible when the page loads offline', () => {
    online = false;
    act(() => root.render(<OfflineBanner />));
    expect(container.querySelector('[role="status"]')?.textContent).toContain('You are offline.');
  });
});
