// Code and requests a screen can draw without wait until it has been painted once: asked for in the
// first render, they go out ahead of that paint and share the network and main thread with it.
import { startTransition, useEffect, useState } from 'react';
import { afterFramePresented, whenIdle } from './afterPaint';

/**
 * Whether the component has been painted once and the page had an idle moment since (false in its
 * first render). The idle moment: the frame is on screen only a little after its paint task, and a
 * request sent in between was seen to land before it.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterFramePresented()
      .then(() => whenIdle())
      .then(() => mounted && startTransition(() => setPainted(true)));
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}
