// @vitest-environment jsdom
// The update toast: Reload asks for the update, and when nothing happens for a while it says what
// the user can do (close every window of the app) instead of showing "Reloading…" forever.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { mountPerTest } from '../dom';

const applyUpdate = vi.fn(() => Promise.resolve());
vi.mock('../../../src/app/pwa/serviceWorker', () => ({ applyUpdate }));
const { default: UpdateToast } = await import('../../../src/app/pwa/UpdateToast');

let container: HTMLDivElement;
let root: Root;
const dom = mountPerTest();
beforeEach(() => {
  ({ container, root } = dom);
  applyUpdate.mockClear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const button = () => container.querySelector('button') as HTMLButtonElement;
const advice = 'close every Countersign window and tab';

it('says what to do only once the update has not happened for a while after Reload', async () => {
  act(() => root.render(<UpdateToast stuckAfterMs={10_000} />));
  act(() => vi.advanceTimersByTime(60_000));
  expect(container.textContent).not.toContain(advice);

  await act(async () => button().click());
  expect(applyUpdate).toHaveBeenCalledTimes(1);
  expect(button().disabled).toBe(true);
  expect(button().textContent).toBe('Reloading…');
  act(() => vi.advanceTimersByTime(9_999));
  expect(container.textContent).not.toContain(advice);
  act(() => vi.advanceTimersByTime(1));
  expect(container.textContent).toContain(advice);
});

it('a failed request gives the button back and starts no advice timer', async () => {
  applyUpdate.mockImplementationOnce(() => Promise.reject(new Error('no worker')));
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  act(() => root.render(<UpdateToast stuckAfterMs={10_000} />));
  await act(async () => button().click());
  expect(button().disabled).toBe(false);
  expect(button().textContent).toBe('Reload');
  act(() => vi.advanceTimersByTime(20_000));
  expect(container.textContent).not.toContain(advice);
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});
