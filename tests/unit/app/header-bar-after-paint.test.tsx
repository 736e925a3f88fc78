// @vitest-environment jsdom
// The header's Safe and wallet bar is first asked for once the header has painted and the first
// screen is up: its code (and, on the welcome screen, the shared screen chunk it needs) must not
// compete with the first screen. Until then the header shows the open Safe as plain text in the
// same slot.
import { act, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '../dom';
import { Header } from '../../../src/app/layout/Header';
import { FirstScreenUpContext } from '../../../src/app/firstScreenUp';
import { MemoryRouter } from '../../../src/router';

const dom = mountPerTest();
const SAFE = 'eth:0x1234567890123456789012345678901234567890';

/** A stand-in for the lazy bar: counts its renders, as React.lazy would start its load there. */
function renderHeader(firstScreenUp = true): {
  barRenders: () => number;
  setFirstScreenUp: (up: boolean) => void;
} {
  let renders = 0;
  function Bar(): ReactNode {
    renders += 1;
    return <p data-testid="bar">bar</p>;
  }
  const render = (up: boolean) =>
    act(() =>
      dom.root.render(
        <MemoryRouter initialEntries={[`/home?safe=${SAFE}`]}>
          <FirstScreenUpContext.Provider value={up}>
            <Header bar={<Bar />} />
          </FirstScreenUpContext.Provider>
        </MemoryRouter>,
      ),
    );
  render(firstScreenUp);
  return { barRenders: () => renders, setFirstScreenUp: render };
}

/** Resolves after the next animation frame and task (what afterPaint waits for). */
const frame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
/** What usePaintedOnce waits for: two frames (the first may not be on screen yet) and idle. */
async function paint(): Promise<void> {
  await act(frame);
  await act(frame);
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

describe('Header', () => {
  it('shows the Safe as plain text first and renders the bar only after a paint', async () => {
    const { barRenders } = renderHeader();
    expect(barRenders()).toBe(0);
    expect(dom.container.querySelector('.current-safe')?.textContent).toContain('eth:0x1234…7890');
    expect(dom.container.querySelector('[data-testid="bar"]')).toBeNull();
    await paint();
    expect(barRenders()).toBeGreaterThan(0);
    expect(dom.container.querySelector('[data-testid="bar"]')).not.toBeNull();
    expect(dom.container.querySelector('.current-safe')).toBeNull();
  });

  it('waits for the first screen to be up, painted or not', async () => {
    const { barRenders, setFirstScreenUp } = renderHeader(false);
    await paint();
    expect(barRenders()).toBe(0);
    expect(dom.container.querySelector('.current-safe')?.textContent).toContain('eth:0x1234…7890');
    setFirstScreenUp(true);
    expect(barRenders()).toBeGreaterThan(0);
    expect(dom.container.querySelector('[data-testid="bar"]')).not.toBeNull();
  });
});
