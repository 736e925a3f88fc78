// @vitest-environment jsdom
// A list screen's data arrives in a render of its own: the update that brings it first renders what
// the screen showed (a page not yet drawn reads as loading, never as an error), then the data.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '../../dom';
import {
  useDeferredQueryData,
  type DeferrableQuery,
} from '../../../../src/features/shared/useDeferredQueryData';

const dom = mountPerTest();

/** A query result with only what QueryState reads. */
function query(data: string[] | undefined, extra: Partial<DeferrableQuery<string[]>> = {}) {
  return {
    data,
    error: null,
    isPending: data === undefined,
    fetchStatus: 'idle' as const,
    refetch: () => undefined,
    dataUpdatedAt: data === undefined ? 0 : 1,
    errorUpdatedAt: 0,
    isFetching: false,
    ...extra,
  } satisfies DeferrableQuery<string[]>;
}

type Seen = Pick<DeferrableQuery<string[]>, 'data' | 'isPending' | 'error'>;

function Probe({ of, seen }: { of: DeferrableQuery<string[]>; seen: Seen[] }) {
  const shown = useDeferredQueryData(of);
  seen.push({ data: shown.data, isPending: shown.isPending, error: shown.error });
  return <p>{shown.data?.join(',') ?? 'loading'}</p>;
}

describe('useDeferredQueryData', () => {
  it('passes a query through while its data is what was rendered', () => {
    const seen: Seen[] = [];
    const loading = query(undefined);
    act(() => dom.root.render(<Probe of={loading} seen={seen} />));
    expect(seen).toEqual([{ data: undefined, isPending: true, error: null }]);
    expect(dom.container.textContent).toBe('loading');
  });

  it('renders new data in a later render, showing loading (not an error) until then', () => {
    const seen: Seen[] = [];
    act(() => dom.root.render(<Probe of={query(undefined)} seen={seen} />));
    // The answer came with a failed refresh's error beside it: not what the screen shows yet.
    const arrived = query(['a', 'b'], { error: new Error('refresh failed') });
    act(() => dom.root.render(<Probe of={arrived} seen={seen} />));
    expect(seen[1]).toEqual({ data: undefined, isPending: true, error: null });
    expect(seen.at(-1)?.data).toEqual(['a', 'b']);
    expect(dom.container.textContent).toBe('a,b');
  });

  it('keeps showing the old rows while newer ones render', () => {
    const seen: Seen[] = [];
    act(() => dom.root.render(<Probe of={query(['a'])} seen={seen} />));
    act(() => dom.root.render(<Probe of={query(['a', 'b'])} seen={seen} />));
    expect(seen[1]?.data).toEqual(['a']);
    expect(seen.at(-1)?.data).toEqual(['a', 'b']);
  });
});
