// A flow's progress, result and error, read from live regions that exist before they change
// (screen readers often skip a role=status node inserted with its text). When a flow starts, the
// button that started it is disabled and would drop focus to the page body: focus moves here, so
// the keyboard stays on the decision and hears how it ends.
import { useEffect, useRef } from 'react';
import type { FlowState } from './useFlowRunner';
import './decision.css';

/** The live regions of one flow runner's state. */
export function FlowStatus({
  state,
  showResult = true,
}: {
  state: FlowState;
  /** False where the caller shows the outcome itself (a proposal's result screen). */
  showResult?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const running = state.phase === 'running';
  useEffect(() => {
    if (running) box.current?.focus({ preventScroll: true });
  }, [running]);
  return (
    <div className="flow-status" ref={box} tabIndex={-1} data-testid="flow-status">
      <div role="status" aria-live="polite" aria-atomic="true">
        {state.phase === 'running' && (
          <p className="loading" data-testid="flow-progress">
            {state.label}
          </p>
        )}
        {state.phase === 'done' && showResult && <p data-testid="flow-result">{state.message}</p>}
      </div>
      <div role="alert" aria-atomic="true">
        {state.phase === 'error' && <p data-testid="flow-error">{state.message}</p>}
      </div>
    </div>
  );
}
