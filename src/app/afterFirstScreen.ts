// "The first screen is up": background work (the wallet's silent reconnect, the outbox sender, the
// push token check) starts once the first screen's requests have settled and their answer has been
// painted, or as soon as the user touches the page, whichever comes first. Before that it would
// compete with the first gateway answers for the network and the main thread; a tap must never find
// the wallet not yet listening.
import { afterFramePresented, whenIdle } from '../session/paint/afterPaint';
import { whenNoLoadingPanels } from '../session/paint/loadingPanels';

/** What counts as the user touching the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Options of {@link afterFirstScreen}; every default is visible in the signature. */
export interface AfterFirstScreenParameters {
  /** Resolve anyway after this long (a slow gateway must not hold the wallet back for good). */
  timeoutMs?: number;
  /** Where interactions are listened for; none outside a browser. */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /**
   * Resolves once the screen has drawn what the requests brought and the page had an idle moment.
   * The default waits for no loading panel first: a list draws its rows in the background after
   * its answers arrive, and they are not up while a panel still stands in for them. A failed
   * request counts too, once its error has replaced the panel.
   */
  painted?: () => Promise<void>;
}

/**
 * Resolves once: when `firstRequests` settled (either way) and the result was painted, on the first
 * interaction with `target`, or after `timeoutMs`.
 */
export function afterFirstScreen(
  firstRequests: Promise<unknown>,
  {
    timeoutMs = 3_000,
    target = typeof window === 'undefined' ? null : window,
    painted = () =>
      whenNoLoadingPanels()
        .then(afterFramePresented)
        .then(() => whenIdle()),
  }: AfterFirstScreenParameters = {},
): Promise<void> {
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      for (const type of INTERACTIONS) target?.removeEventListener(type, finish, true);
      resolve();
    };
    const timer = setTimeout(finish, timeoutMs);
    for (const type of INTERACTIONS) target?.addEventListener(type, finish, true);
    void firstRequests
      .catch(() => undefined)
      .then(painted)
      .then(finish);
  });
}
