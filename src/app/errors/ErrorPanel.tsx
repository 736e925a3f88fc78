// What every error boundary shows: what went wrong, and two ways out.
import { useEffect, useRef } from 'react';
import { describeError } from '../../session/errors/describeError';

/** Props of ErrorPanel. */
export interface ErrorPanelProps {
  title?: string;
  /** The error, shown as text. */
  error: unknown;
  /** "Try again": re-render or re-run the failed screen. */
  onRetry: () => void;
  /** "Go home": leave for a screen that works. */
  onHome: () => void;
}

/** The error fallback UI (an alert region that takes focus so keyboard users land on it). */
export function ErrorPanel({
  title = 'Something went wrong',
  error,
  onRetry,
  onHome,
}: ErrorPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="screen error-panel" role="alert" aria-labelledby="error-title">
      <h1 id="error-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <p>This screen could not be shown. Nothing was signed or sent.</p>
      <pre className="error-detail">{describeError(error)}</pre>
      <div className="actions">
        <button type="button" className="button primary" onClick={onRetry}>
          Try again
        </button>
        <button type="button" className="button" onClick={onHome}>
          Go home
        </button>
      </div>
    </section>
  );
}
