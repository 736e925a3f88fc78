// A Safe state saved by an earlier visit is acted on only offline; online, only today's read counts.
import { describe, expect, it } from 'vitest';
import { chainDataToUse } from '../../../../src/session/review/useSafeChainState';

const PAGE_STARTED_AT = 1_000_000;
const state = { owners: ['0x1'] };

describe('chainDataToUse', () => {
  it('uses a state read during this visit, online or offline', () => {
    expect(chainDataToUse(state, PAGE_STARTED_AT + 5, true, PAGE_STARTED_AT)).toBe(state);
    expect(chainDataToUse(state, PAGE_STARTED_AT + 5, false, PAGE_STARTED_AT)).toBe(state);
  });

  it('uses a state restored from an earlier visit only while offline', () => {
    expect(chainDataToUse(state, PAGE_STARTED_AT - 60_000, false, PAGE_STARTED_AT)).toBe(state);
    expect(chainDataToUse(state, PAGE_STARTED_AT - 60_000, true, PAGE_STARTED_AT)).toBeUndefined();
  });

  it('has nothing to use before any read', () => {
    expect(chainDataToUse(undefined, 0, false, PAGE_STARTED_AT)).toBeUndefined();
  });
});
