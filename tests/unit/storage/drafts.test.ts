// Drafts over the v4 `drafts` store: one per Safe and flow, listed per Safe, bigint kept exactly.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeCountersignDb, openCountersignDb } from '../../../src/storage/db';
import {
  deleteDraft,
  draftId,
  getDraft,
  listDrafts,
  putDraft,
  putDraftNow,
} from '../../../src/storage/drafts';

const SAFE = '0x1111111111111111111111111111111111111111';
const OTHER = '0x2222222222222222222222222222222222222222';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  await closeCountersignDb();
});

describe('drafts', () => {
  it('round-trips a form with bigint values and replaces the draft of the same flow', async () => {
    await putDraft({ chainId: '1', safe: SAFE, kind: 'send-native', form: { amount: 5n } }, 10);
    await putDraft({ chainId: '1', safe: SAFE, kind: 'send-native', form: { amount: 7n } }, 20);
    const draft = await getDraft('1', SAFE.toLowerCase(), 'send-native');
    expect(draft?.form).toEqual({ amount: 7n });
    expect(draft?.updatedAt).toBe(20);
    expect(draft?.id).toBe(draftId('1', SAFE, 'send-native'));
  });

  it('lists one Safe’s drafts newest first, without other Safes or chains', async () => {
    await putDraft({ chainId: '1', safe: SAFE, kind: 'send-native', form: {} }, 10);
    await putDraft({ chainId: '1', safe: SAFE, kind: 'add-owner', form: {} }, 30);
    await putDraft({ chainId: '1', safe: OTHER, kind: 'send-native', form: {} }, 40);
    await putDraft({ chainId: '5', safe: SAFE, kind: 'send-native', form: {} }, 50);
    const drafts = await listDrafts('1', SAFE);
    expect(drafts.map((d) => d.kind)).toEqual(['add-owner', 'send-native']);
  });

  it('deletes one flow’s draft only', async () => {
    await putDraft({ chainId: '1', safe: SAFE, kind: 'send-native', form: {} });
    await putDraft({ chainId: '1', safe: SAFE, kind: 'batch', form: {} });
    await deleteDraft('1', SAFE, 'send-native');
    expect(await getDraft('1', SAFE, 'send-native')).toBeUndefined();
    expect(await getDraft('1', SAFE, 'batch')).toBeDefined();
  });

  it('writes synchronously started drafts on an open database (the pagehide path)', async () => {
    const db = await openCountersignDb();
    await putDraftNow(db, { chainId: '1', safe: SAFE, kind: 'batch', form: { n: 1 } });
    expect((await getDraft('1', SAFE, 'batch'))?.form).toEqual({ n: 1 });
  });
});
