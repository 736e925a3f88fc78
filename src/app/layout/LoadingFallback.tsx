// Shown while a screen's code is loading: a spinner plus text, announced politely.
import { useEffect } from 'react';
import { showLoadingPanel } from '../../session/paint/loadingPanels';

/** Props of LoadingFallback. */
export interface LoadingFallbackProps {
  label?: string;
  /** Inline (thin bar over the current screen) or full block. */
  inline?: boolean;
}

/** An accessible loading indicator. */
export function LoadingFallback({ label = 'Loading…', inline = false }: LoadingFallbackProps) {
  // While it is up, the screen is not: the start-up's background work waits (main.tsx).
  useEffect(() => showLoadingPanel(), []);
  return (
    <div className={inline ? 'loading inline' : 'loading'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
