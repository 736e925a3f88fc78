// @vitest-environment jsdom
// Theme preference lives in IndexedDB and drives data-theme; the Install button follows the
// browser's install prompt.
import { IDBFactory } from 'fake-indexeddb';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../dom';
import { InstallButton } from '../../../src/app/pwa/InstallButton';
import { installPrompt, listenForInstallPrompt } from '../../../src/app/pwa/install';
import { chooseTheme, initTheme, themePreference } from '../../../src/app/theme/theme';
import { closeCountersignDb } from '../../../src/storage/db';
import { getSetting } from '../../../src/storage/settings';

let container: HTMLDivElement;
let root: Root;

const dom = mountPerTest();
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  ({ container, root } = dom);
});

afterEach(async () => {
  await closeCountersignDb();
});

describe('theme', () => {
  it('applies and persists the choice; system removes the override', async () => {
    document.head.innerHTML = `
      <meta name="theme-color" content="#f6f7f9" media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content="#12161c" media="(prefers-color-scheme: dark)" />`;
    const colors = () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map(
        (meta) => meta.content,
      );
    await chooseTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(colors()).toEqual(['#12161c', '#12161c']);
    expect(await getSetting('theme')).toBe('dark');
    expect(localStorage.length).toBe(0);

    await chooseTheme('system');
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(colors()).toEqual(['#f6f7f9', '#12161c']);
    expect(await getSetting('theme')).toBe('system');
  });

  it('restores the saved choice at start-up', async () => {
    await chooseTheme('light');
    themePreference.set('system');
    delete document.documentElement.dataset.theme;
    await initTheme();
    expect(themePreference.get()).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

describe('InstallButton', () => {
  it('appears on beforeinstallprompt, prompts on click, and hides after installation', async () => {
    listenForInstallPrompt();
    act(() => root.render(<InstallButton />));
    expect(container.textContent).toBe('');

    const prompt = vi.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    const button = container.querySelector('button');
    expect(button?.textContent).toBe('Install');

    await act(async () => button?.click());
    expect(prompt).toHaveBeenCalledOnce();
    // The prompt can be used once; the button goes away.
    expect(container.querySelector('button')).toBeNull();

    act(() => {
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt }),
      );
    });
    expect(container.querySelector('button')).not.toBeNull();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(container.querySelector('button')).toBeNull();
    expect(installPrompt.get()).toBeNull();
  });
});
