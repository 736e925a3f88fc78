// @vitest-environment jsdom
// useDraft: a change is written ~300 ms later (not on every keystroke), at once when the page is
// hidden or left, and the draft found on opening is handed back; discard deletes it; a refused
// write is reported until a later one succeeds.
import { IDBFactory } from 'fake-indexeddb';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../dom';
import { closeCountersignDb } from '../../../../src/storage/db';
import { getDraft, putDraft } from '../../../../src/storage/drafts';
import {
  DRAFT_DEBOUNCE_MS,
  useDraft,
  type UseDraftResult,
} from '../../../../src/features/tx-flows/new/useDraft';

const SAFE = '0x5afe0000000000000000000000000000000000c0';
const dom = mountPerTest();
let hook: UseDraftResult;
function Probe() {
  hook = useDraft('1', SAFE, 'send-native');
  return null;
}
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
async function open() {
  act(() => dom.root.render(<Probe />));
  for (let i = 0; i < 50 && !hook.loaded; i += 1) await wait(5);
  expect(hook.loaded).toBe(true);
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  await closeCountersignDb();
});

describe('useDraft', () => {
  it('writes the last change once, after the debounce', async () => {
    await open();
    expect(hook.restored).toBeNull();
    act(() => hook.save({ amount: '1' }));
    act(() => hook.save({ amount: '1.5' }));
    await wait(50);
    expect(await getDraft('1', SAFE, 'send-native')).toBeUndefined();
    await wait(DRAFT_DEBOUNCE_MS + 50);
    expect((await getDraft('1', SAFE, 'send-native'))?.form).toEqual({ amount: '1.5' });
  });

  it('flushes at once on pagehide and when the page is hidden', async () => {
    await open();
    act(() => hook.save({ amount: '2' }));
    act(() => window.dispatchEvent(new Event('pagehide')));
    await wait(20);
    expect((await getDraft('1', SAFE, 'send-native'))?.form).toEqual({ amount: '2' });

    act(() => hook.save({ amount: '3' }));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await wait(20);
    expect((await getDraft('1', SAFE, 'send-native'))?.form).toEqual({ amount: '3' });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('says why a draft could not be written, and clears that once a write succeeds', async () => {
    await open();
    // A value IndexedDB cannot store stands in for a full disk: the write is refused.
    act(() => hook.save({ amount: '4', bad: () => undefined }));
    await wait(DRAFT_DEBOUNCE_MS + 50);
    expect(hook.saveError).toMatch(/\S/);
    act(() => hook.save({ amount: '4' }));
    await wait(DRAFT_DEBOUNCE_MS + 50);
    expect(hook.saveError).toBeNull();
    expect((await getDraft('1', SAFE, 'send-native'))?.form).toEqual({ amount: '4' });
  });

  it('hands back the draft found on opening; discard deletes it and cancels a pending write', async () => {
    await putDraft({ chainId: '1', safe: SAFE, kind: 'send-native', form: { amount: '9' } });
    await open();
    expect(hook.restored?.form).toEqual({ amount: '9' });
    act(() => hook.save({ amount: '10' }));
    await act(() => hook.discard());
    await wait(DRAFT_DEBOUNCE_MS + 50);
    expect(await getDraft('1', SAFE, 'send-native')).toBeUndefined();
  });
});
