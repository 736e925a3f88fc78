// A DOM container and React root for each test of a jsdom suite, unmounted after it.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

// Tells React that updates are wrapped in act(), so it flushes them synchronously in tests.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** The current test's container and root (valid inside a test). */
export interface DomRoot {
  container: HTMLDivElement;
  root: Root;
}

/** Registers per-test mounting: a fresh `<div>` in the body with its own React root. */
export function mountPerTest(): DomRoot {
  const dom = {} as DomRoot;
  beforeEach(() => {
    dom.container = document.createElement('div');
    document.body.append(dom.container);
    dom.root = createRoot(dom.container);
  });
  afterEach(() => {
    act(() => dom.root.unmount());
    dom.container.remove();
  });
  return dom;
}
