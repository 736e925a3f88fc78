// Waiting for the screen to show a state before asking the wallet: a device screen set just before
// a signature request must be on the page when the wallet's own prompt opens, not a frame later.

/** Resolves once the browser has painted what was rendered before the call (a frame and a task). */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const nextTask = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(nextTask);
    else nextTask();
  });
}
