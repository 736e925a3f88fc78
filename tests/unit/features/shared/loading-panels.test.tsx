// @vitest-environment jsdom
// The start-up's background work waits until no loading panel is on screen: a list's rows are
// drawn in the background after its answer arrived, and until then a panel stands in for them.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '../../dom';
import { QueryState, type QueryStateQuery } from '../../../../src/features/shared/QueryState';
import { LoadingState } from '../../../../src/features/shared/StatePanels';
import { useDeferredQueryData } from '../../../../src/features/shared/useDeferredQueryData';
import { showLoadingPanel, whenNoLoadingPanels } from '../../../../src/session/paint/loadingPanels';

const dom = mountPerTest();

/** Whether `promise` has settled once pending callbacks ran. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

function query(data: string[] | undefined): QueryStateQuery<string[]> {
  return {
    data,
    error: null,
    isPending: data === undefined,
    fetchStatus: 'idle',
    refetch: () => undefined,
    dataUpdatedAt: data === undefined ? 0 : 1,
    errorUpdatedAt: 0,
    isFetching: false,
  };
}

function List({ of, drawn }: { of: QueryStateQuery<string[]>; drawn: string[] }) {
  const shown = useDeferredQueryData(of);
  return (
    <QueryState query={shown} showAsOf={false}>
      {(rows) => {
        drawn.push(rows.join(','));
        return <p>{rows.join(',')}</p>;
      }}
    </QueryState>
  );
}

describe('loading panels', () => {
  it('resolves at once when none is on screen', async () => {
    expect(await isSettled(whenNoLoadingPanels())).toBe(true);
  });

  it('waits while a panel is up and resolves when the last one goes', async () => {
    const first = showLoadingPanel();
    const second = showLoadingPanel();
    const none = whenNoLoadingPanels();
    first();
    first(); // twice counts once
    expect(await isSettled(none)).toBe(false);
    second();
    expect(await isSettled(none)).toBe(true);
  });

  it('does not resolve when one panel hands over to the next in the same moment', async () => {
    const route = showLoadingPanel();
    const none = whenNoLoadingPanels();
    route();
    const screen = showLoadingPanel();
    expect(await isSettled(none)).toBe(false);
    screen();
    expect(await isSettled(none)).toBe(true);
  });

  it('counts a LoadingState on screen until the data it stood in for has been drawn', async () => {
    const drawn: string[] = [];
    act(() => dom.root.render(<List of={query(undefined)} drawn={drawn} />));
    expect(dom.container.textContent).toContain('Loading…');
    const none = whenNoLoadingPanels();
    expect(await isSettled(none)).toBe(false);
    act(() => dom.root.render(<List of={query(['a', 'b'])} drawn={drawn} />));
    expect(drawn).toEqual(['a,b']);
    expect(dom.container.textContent).toBe('a,b');
    expect(await isSettled(none)).toBe(true);
  });

  it('counts a panel that unmounts with its screen', async () => {
    act(() => dom.root.render(<LoadingState label="Loading the screen…" />));
    const none = whenNoLoadingPanels();
    expect(await isSettled(none)).toBe(false);
    act(() => dom.root.render(<p>gone</p>));
    expect(await isSettled(none)).toBe(true);
  });
});
