// The loading panels on screen. The first screen's background work (the wallet, the worker, the
// header bar) waits until none is left: a list screen draws its rows in the background after its
// answers have arrived (useDeferredQueryData), and an idle moment between React's slices used to
// let that work start — and fetch its chunks — while the rows were still being drawn.

let onScreen = 0;
let waiting: Array<() => void> = [];

/** Counts one loading panel as on screen until the returned function is called (once). */
export function showLoadingPanel(): () => void {
  onScreen += 1;
  let removed = false;
  return () => {
    if (removed) return;
    removed = true;
    onScreen -= 1;
    // React runs a commit's removals before its additions: a panel that hands over to the next
    // screen's panel in the same commit leaves none on screen only for that moment.
    queueMicrotask(() => {
      if (onScreen > 0) return;
      const resolve = waiting;
      waiting = [];
      for (const done of resolve) done();
    });
  };
}

/** Resolves once no loading panel is on screen: at once when there is none. */
export function whenNoLoadingPanels(): Promise<void> {
  if (onScreen === 0) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
