// @vitest-environment jsdom
// Error boundaries: a failing screen shows what went wrong plus "Try again" and "Go home".
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createMemoryHistory, createRouter, RouterProvider } from '../../../src/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../dom';
import { RootErrorBoundary } from '../../../src/app/errors/RootErrorBoundary';
import { createRoutes } from '../../../src/app/routes';

let container: HTMLDivElement;
let root: Root;

const dom = mountPerTest();
beforeEach(() => {
  // React logs caught render errors; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  ({ container, root } = dom);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function button(name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button "${name}" in: ${container.textContent}`);
  return found;
}

describe('RootErrorBoundary', () => {
  it('renders the fallback with the error, and Try again renders the children again', () => {
    let fail = true;
    function Screen() {
      if (fail) throw new Error('chunk exploded');
      return <p>screen works</p>;
    }
    const onHome = vi.fn();
    act(() =>
      root.render(
        <RootErrorBoundary onHome={onHome}>
          <Screen />
        </RootErrorBoundary>,
      ),
    );
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    expect(container.textContent).toContain('Something went wrong');
    expect(container.textContent).toContain('chunk exploded');

    button('Go home').click();
    expect(onHome).toHaveBeenCalledOnce();

    fail = false;
    act(() => button('Try again').click());
    expect(container.textContent).toBe('screen works');
  });
});

describe('route error boundary', () => {
  it('shows a failing screen as an error inside the layout; Try again re-runs it', async () => {
    let fail = true;
    function Broken() {
      if (fail) throw new Error('queue failed to render');
      return <h1>Queue recovered</h1>;
    }
    const makeRouter = () =>
      createRouter(
        createRoutes([
          { path: '/transactions/queue', load: async () => ({ Component: Broken }) },
          { path: '/home', load: async () => ({ Component: () => <h1>Home screen</h1> }) },
        ]),
        createMemoryHistory(['/transactions/queue?safe=eth:0x1']),
      );
    let router = makeRouter();
    await act(async () => root.render(<RouterProvider router={router} />));

    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'queue failed to render',
    );
    // The layout survives: navigation is still there.
    expect(container.querySelector('nav[aria-label="Main"]')).not.toBeNull();

    fail = false;
    await act(async () => button('Try again').click());
    expect(container.querySelector('h1')?.textContent).toBe('Queue recovered');

    fail = true;
    router = makeRouter();
    await act(async () => root.render(<RouterProvider router={router} />));
    await act(async () => button('Go home').click());
    expect(router.state.location.pathname).toBe('/home');
    expect(new URLSearchParams(router.state.location.search).get('safe')).toBe('eth:0x1');
    expect(container.querySelector('h1')?.textContent).toBe('Home screen');
  });
});
