// Code a screen can render without, loaded after the first paint that wants it. React.lazy starts
// the load during render: the loader then inserts its preload links inside the commit that first
// shows the data, making that commit one long task. Here the load starts in a task of its own once
// the screen has painted, and the module is handed over when it has arrived.
import { startTransition, useEffect, useState } from 'react';
import { afterFramePresented, whenIdle } from '../../session/paint/afterPaint';

/** One loadable module: its load, state and who waits for it. */
export interface ModuleAfterPaint<M> {
  load: () => Promise<M>;
  /** Replaced (never mutated) when the load settles, so a render sees the change. */
  state: { value: M | undefined; error: unknown };
  started: boolean;
  listeners: Set<() => void>;
  /** One function per module, so rows do not resubscribe on every render. */
  subscribe: (listener: () => void) => () => void;
}

/** Declares a module loaded after paint (call once, at module level, like React.lazy). */
export function moduleAfterPaint<M>(load: () => Promise<M>): ModuleAfterPaint<M> {
  const listeners = new Set<() => void>();
  return {
    load,
    state: { value: undefined, error: undefined },
    started: false,
    listeners,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function start<M>(entry: ModuleAfterPaint<M>): void {
  if (entry.started) return;
  entry.started = true;
  const settle = () => entry.listeners.forEach((listener) => listener());
  // Once the frame is on screen and the page is idle: the screen's own data and rendering go first
  // (one frame was not enough: on Home a module requested then landed before the frame showed).
  void afterFramePresented()
    .then(() => whenIdle())
    .then(entry.load)
    .then(
      (value) => {
        entry.state = { value, error: undefined };
        settle();
      },
      (error: unknown) => {
        // Stored, then thrown during render: the screen's error boundary says what failed, as it
        // would for a lazy component.
        entry.state = { value: undefined, error: error ?? new Error('The module did not load') };
        settle();
      },
    );
}

/** The module once loaded (undefined before); starts its load after paint when `wanted`. */
export function useModuleAfterPaint<M>(entry: ModuleAfterPaint<M>, wanted = true): M | undefined {
  const [state, setState] = useState(() => entry.state);
  useEffect(() => {
    // As a transition: every row drawing its newly arrived part in one synchronous render was one
    // long task; this way React yields between rows. Read once too, in case it settled before.
    const update = () => startTransition(() => setState(entry.state));
    update();
    return entry.subscribe(update);
  }, [entry]);
  useEffect(() => {
    if (wanted) start(entry);
  }, [entry, wanted]);
  if (state.error !== undefined) throw state.error;
  return state.value;
}
