// @vitest-environment jsdom
// The "↻ … updated" line names only what changed on the screen it is on, in one polite status
// region, and fades: a class after a few seconds (the CSS transition), then no text at all.
import { act } from 'react';
import { MemoryRouter } from '../../../../src/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../dom';
import {
  LIVE_NOTE_FADE_MS,
  LIVE_NOTE_SHOWN_MS,
  LiveActivityNote,
} from '../../../../src/features/shared/LiveActivityNote';
import type { LiveActivity } from '../../../../src/session/live/liveActivity';
import { activityOnScreen, activityWords } from '../../../../src/session/live/screenActivity';
import { ROUTES } from '../../../../src/session/routes/links';

const dom = mountPerTest();
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const note = () => dom.container.querySelector<HTMLElement>('[data-testid="live-note"]')!;

function render(pathname: string, activity: LiveActivity | null) {
  act(() =>
    dom.root.render(
      <MemoryRouter initialEntries={[pathname]}>
        <LiveActivityNote activity={activity} />
      </MemoryRouter>,
    ),
  );
}

describe('activityOnScreen and activityWords', () => {
  it('keeps only the parts the screen shows', () => {
    const all = ['queue', 'history', 'messages', 'collectibles', 'setup'] as const;
    expect(activityOnScreen(all, ROUTES.queue)).toEqual(['queue']);
    expect(activityOnScreen(all, ROUTES.history)).toEqual(['history']);
    expect(activityOnScreen(all, ROUTES.nfts)).toEqual(['collectibles']);
    expect(activityOnScreen(all, ROUTES.message)).toEqual(['messages']);
    expect(activityOnScreen(all, ROUTES.home)).toEqual(['queue', 'history', 'setup']);
    expect(activityOnScreen(all, ROUTES.addressBook)).toEqual([]);
    expect(activityOnScreen(['history', 'collectibles'], ROUTES.queue)).toEqual([]);
  });

  it('says it in a few words', () => {
    expect(activityWords(['queue'])).toBe('Queue updated');
    expect(activityWords(['queue', 'history'])).toBe('Queue and history updated');
    expect(activityWords(['queue', 'history', 'setup'])).toBe(
      'Queue, history and Safe setup updated',
    );
    expect(activityWords(['collectibles'])).toBe('NFTs updated');
    expect(activityWords([])).toBe('');
  });
});

describe('LiveActivityNote', () => {
  it('on the queue says "Queue updated", never history or NFTs', () => {
    render(ROUTES.queue, {
      safe: '1:0x1',
      parts: ['history', 'queue', 'collectibles'],
      at: Date.now(),
    });
    expect(note().getAttribute('role')).toBe('status');
    expect(note().getAttribute('aria-live')).toBe('polite');
    expect(note().textContent).toMatch(/^↻ Queue updated /);
    expect(note().textContent).not.toMatch(/history|NFT/i);
  });

  it('says nothing when nothing this screen shows changed', () => {
    render(ROUTES.queue, { safe: '1:0x1', parts: ['history', 'collectibles'], at: Date.now() });
    expect(note().textContent).toBe('');
  });

  it('fades after a few seconds, then leaves the region empty', () => {
    render(ROUTES.history, { safe: '1:0x1', parts: ['history'], at: Date.now() });
    expect(note().className).toBe('live-note');
    const text = note().textContent;
    expect(text).toContain('History updated');
    act(() => vi.advanceTimersByTime(LIVE_NOTE_SHOWN_MS));
    expect(note().className).toBe('live-note fading');
    // The fade changes no text, so a screen reader hears it once.
    expect(note().textContent).toBe(text);
    act(() => vi.advanceTimersByTime(LIVE_NOTE_FADE_MS));
    expect(note().textContent).toBe('');
  });
});
