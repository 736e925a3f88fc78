// Which view QueryState shows: Home decides from the same answer whether its queue cards show
// beside the Safe's loading panel, so the two can never disagree.
import { describe, expect, it } from 'vitest';
import { queryPanelOf } from '../../../../src/features/shared/QueryState';

const base = { data: undefined, error: null, isPending: true, fetchStatus: 'fetching' } as const;

describe('queryPanelOf', () => {
  it('data on hand wins over an error, offline and a paused fetch', () => {
    expect(queryPanelOf({ ...base, data: 1, error: new Error('x') }, false)).toBe('data');
    expect(queryPanelOf({ ...base, data: 0, fetchStatus: 'paused' }, true)).toBe('data');
  });

  it('without data: offline or paused is the offline panel, before loading or error', () => {
    expect(queryPanelOf(base, false)).toBe('offline');
    expect(queryPanelOf({ ...base, fetchStatus: 'paused' }, true)).toBe('offline');
    expect(queryPanelOf({ ...base, error: new Error('x'), isPending: false }, false)).toBe(
      'offline',
    );
  });

  it('a first fetch on its way is loading; a failed one is an error', () => {
    expect(queryPanelOf(base, true)).toBe('loading');
    expect(queryPanelOf({ ...base, error: new Error('x'), isPending: false }, true)).toBe('error');
    // Retrying after a failure: TanStack keeps the query pending with the last error.
    expect(queryPanelOf({ ...base, error: new Error('x') }, true)).toBe('error');
    expect(queryPanelOf({ ...base, isPending: false, fetchStatus: 'idle' }, true)).toBe('error');
  });
});
