// One flow at a time per panel: a loader while it runs, its outcome or its error in words after.
// While any flow runs the page asks before unloading, so a wallet prompt is never cut off.
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError } from '../../session/errors/describeError';

/** The state a panel renders. */
export type FlowState =
  | { phase: 'idle' }
  | { phase: 'running'; label: string }
  | { phase: 'done'; message: string }
  | { phase: 'error'; message: string; error: unknown };

/** Runs flows one at a time; `setLabel` updates the loader's words from inside a flow. */
export function useFlowRunner() {
  const [state, setState] = useState<FlowState>({ phase: 'idle' });
  const running = useRef(false);
  useEffect(() => {
    if (state.phase !== 'running') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.phase]);
  const setLabel = useCallback((label: string) => setState({ phase: 'running', label }), []);
  const run = useCallback(async (label: string, flow: () => Promise<string>) => {
    if (running.current) return;
    running.current = true;
    setState({ phase: 'running', label });
    try {
      setState({ phase: 'done', message: await flow() });
    } catch (error) {
      setState({ phase: 'error', message: describeError(error), error });
    } finally {
      running.current = false;
    }
  }, []);
  return { state, run, setLabel, busy: state.phase === 'running' };
}
