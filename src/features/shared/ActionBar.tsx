// The decision's bar: the actions a screen asks of its user (Confirm, Execute, Sign and propose…)
// in one group that sticks to the bottom of the viewport, above the phone's bottom navigation,
// until the page reaches its own place. A signer landing from a push sees the primary action
// without scrolling; the skip link puts it a few Tab stops from the header. Button tones are the
// classes in actionBar.css: `button primary` (one per bar), `button secondary`, `button danger`.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import './actionBar.css';

/** Heights of the bars on the page now; the tallest sets `--action-bar-height`. */
const barHeights = new Map<Element, number>();

function publishBarHeight(): void {
  const tallest = Math.max(0, ...barHeights.values());
  const root = document.documentElement.style;
  if (tallest > 0) root.setProperty('--action-bar-height', `${Math.ceil(tallest)}px`);
  else root.removeProperty('--action-bar-height');
}

/**
 * Keeps `--action-bar-height` at the bar's real height, so the page's scroll padding clears it: a
 * bar that wraps to two or three rows on a phone would otherwise hide the control focus scrolled to.
 */
function useBarHeight(bar: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      barHeights.set(element, element.getBoundingClientRect().height);
      publishBarHeight();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      barHeights.delete(element);
      publishBarHeight();
    };
  }, [bar]);
}

/** The id of a screen's main decision bar, the default target of its skip link. */
export const DECISION_ID = 'decision';

/** Props of ActionBar. */
export interface ActionBarProps {
  /** The group's accessible name. */
  label?: string;
  children: ReactNode;
  testId?: string;
  /** The skip link's target; unique on the page (a review inside a details page has its own). */
  id?: string;
}

/** A sticky group of the screen's decision buttons (first the primary one). */
export function ActionBar({
  label = 'Decision',
  children,
  testId = 'action-bar',
  id = DECISION_ID,
}: ActionBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  useBarHeight(bar);
  return (
    <div
      ref={bar}
      id={id}
      className="action-bar"
      role="group"
      aria-label={label}
      data-testid={testId}
      tabIndex={-1}
    >
      {children}
    </div>
  );
}

/**
 * "Go to the decision": the first stop of a screen with an action bar. It focuses the bar's first
 * enabled button (else the bar, whose status says why nothing is possible).
 */
export function DecisionSkipLink({
  target = DECISION_ID,
  children = 'Go to the decision',
}: {
  target?: string;
  children?: ReactNode;
}) {
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <a
      ref={link}
      className="decision-skip-link"
      href={`#${target}`}
      data-testid="decision-skip-link"
      onClick={(event) => {
        // Focus, not the URL: a hash would stay in every later in-app link.
        event.preventDefault();
        const bar = link.current?.ownerDocument.getElementById(target);
        const first = bar?.querySelector<HTMLElement>('button:not(:disabled)') ?? bar;
        first?.focus();
      }}
    >
      {children}
    </a>
  );
}
