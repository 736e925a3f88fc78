// Waiting for the screen to show a state before asking the wallet: a device screen set just before
// a signature request must be on the page when the wallet's own prompt opens, not a frame later.
// And waiting for a quiet moment before optional work, so it never delays what is on screen.

/** Resolves once the browser has painted what was rendered before the call (a frame and a task). */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const nextTask = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(nextTask);
    else nextTask();
  });
}

/**
 * Resolves once what was rendered before the call is on screen: a frame's paint task can still be
 * pending when the first frame's timer runs, so this waits for the next frame as well.
 */
export function afterFramePresented(): Promise<void> {
  return afterPaint().then(() => afterPaint());
}

/** Resolves when the main thread is next idle, at most `timeoutMs` from now (a busy page too). */
export function whenIdle(timeoutMs = 1_000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
